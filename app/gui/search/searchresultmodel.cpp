#include "search/searchresultmodel.h"

#include "search/searchresults.h"

#include <algorithm>

#include <QCoreApplication>

namespace floorgen::gui {

SearchResultModel::SearchResultModel(QObject *parent)
    : QAbstractListModel(parent) {}

void SearchResultModel::setSpace(SeedSpace space) {
    if (space == m_space)
        return;
    m_space = space;
    if (!m_seeds.empty())
        emit dataChanged(index(0), index(rowCount() - 1), {Qt::DisplayRole, Qt::ToolTipRole});
}

void SearchResultModel::setRowSize(QSize size) {
    if (size == m_rowSize)
        return;
    if (m_seeds.empty()) {
        m_rowSize = size;
        return;
    }
    // The view keeps one size for every row (uniform sizes): a reset makes it ask again.
    beginResetModel();
    m_rowSize = size;
    endResetModel();
}

void SearchResultModel::append(std::span<const std::uint32_t> seeds) {
    if (seeds.empty())
        return;
    const int first = rowCount();
    beginInsertRows(QModelIndex(), first, first + static_cast<int>(seeds.size()) - 1);
    m_seeds.insert(m_seeds.end(), seeds.begin(), seeds.end());
    endInsertRows();
}

void SearchResultModel::append(std::vector<std::uint32_t> &&seeds) {
    if (!m_seeds.empty() || seeds.empty()) {
        append(std::span<const std::uint32_t>(seeds));
        return;
    }
    beginInsertRows(QModelIndex(), 0, static_cast<int>(seeds.size()) - 1);
    m_seeds = std::move(seeds);
    endInsertRows();
}

void SearchResultModel::clear() {
    beginResetModel();
    m_seeds.clear();
    m_seeds.shrink_to_fit();
    m_drawn.clear();
    m_drawn.setMaxCost(kMaxDrawnFloors);
    endResetModel();
}

void SearchResultModel::setDrawn(int row, const QIcon &icon, const QString &text, int floors) {
    if (row < 0 || row >= rowCount())
        return;
    m_drawn.insert(row, new Drawn{icon, text}, std::max(1, floors));
    const QModelIndex i = index(row);
    emit dataChanged(i, i, {Qt::DisplayRole, Qt::DecorationRole, Qt::ToolTipRole});
}

void SearchResultModel::forgetDrawn() {
    if (m_drawn.isEmpty())
        return;
    m_drawn.clear();
    emit dataChanged(index(0), index(rowCount() - 1), {Qt::DisplayRole, Qt::DecorationRole, Qt::ToolTipRole});
}

void SearchResultModel::keepAtLeast(int floors) {
    if (floors > m_drawn.maxCost())
        m_drawn.setMaxCost(floors);
}

int SearchResultModel::rowCount(const QModelIndex &parent) const {
    // Qt's views count rows in int: a search keeps at most 2^31 - 1 results (its limit is far below).
    return parent.isValid() ? 0 : static_cast<int>(m_seeds.size());
}

QString SearchResultModel::plainText(std::uint32_t seed) const {
    return m_space == SeedSpace::Run
               ? seedText(m_space, seed)
               : QCoreApplication::translate("floorgen::gui::SearchPanel", "Stage seed %1").arg(seed);
}

QVariant SearchResultModel::data(const QModelIndex &index, int role) const {
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const int row = index.row();
    const std::uint32_t s = seed(row);
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        if (const Drawn *d = m_drawn.object(row))
            return d->text;
        return plainText(s);
    case Qt::DecorationRole:
        if (const Drawn *d = m_drawn.object(row))
            return d->icon;
        return {};
    case Qt::ToolTipRole: {
        const Drawn *d = m_drawn.object(row);
        // The panel's texts, in its translation context (where the list's French was before the model).
        const QString hint = QCoreApplication::translate(
            "floorgen::gui::SearchPanel", "Double-click to open the floor; on a small map, that floor");
        return d ? d->text + QLatin1Char('\n') + hint : hint;
    }
    case Qt::SizeHintRole:
        return m_rowSize.isValid() ? QVariant(m_rowSize) : QVariant();
    case SeedRole:
        return s;
    default:
        return {};
    }
}

} // namespace floorgen::gui
