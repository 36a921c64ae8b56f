#include "rewards/rewardtablemodel.h"

#include "rewards/rewardtext.h"

#include <QLocale>

namespace floorgen::gui {

RewardTableModel::RewardTableModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_outcomes(exactDistribution(m_inputs)) {}

void RewardTableModel::setInputs(const RewardInputs &inputs) {
    std::vector<Outcome> outcomes = exactDistribution(inputs);
    m_inputs = inputs;
    bool sameRows = outcomes.size() == m_outcomes.size();
    for (std::size_t i = 0; sameRows && i < outcomes.size(); ++i)
        sameRows = outcomes[i].kind == m_outcomes[i].kind && outcomes[i].count == m_outcomes[i].count;
    if (sameRows) {
        m_outcomes = std::move(outcomes);
        if (!m_outcomes.empty())
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_outcomes = std::move(outcomes);
    endResetModel();
}

int RewardTableModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_outcomes.size());
}

int RewardTableModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RewardTableModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Outcome &o = m_outcomes[static_cast<std::size_t>(index.row())];
    if (role == ProbabilityRole)
        return o.probability;
    switch (index.column()) {
    case OutcomeColumn:
        if (role == Qt::DisplayRole)
            return outcomeText(o.kind, o.count);
        if (role == Qt::DecorationRole)
            return rewardKindIcon(o.kind);
        if (role == Qt::ToolTipRole)
            return tr("%1: exactly %2").arg(outcomeText(o.kind, o.count), percentText(o.probability, 9));
        break;
    case ProbabilityColumn:
        if (role == Qt::DisplayRole)
            return percentText(o.probability, 3);
        if (role == Qt::ToolTipRole)
            return percentText(o.probability, 9);
        if (role == Qt::TextAlignmentRole)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case OneInColumn:
        if (role == Qt::DisplayRole)
            //: "1 in 25.6" rooms
            return tr("1 in %1").arg(QLocale().toString(1.0 / o.probability, 'f', 1));
        if (role == Qt::TextAlignmentRole)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        break;
    default:
        break;
    }
    return {};
}

QVariant RewardTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case OutcomeColumn:
        return tr("Reward");
    case ProbabilityColumn:
        return tr("Probability");
    case OneInColumn:
        return tr("Odds");
    default:
        return {};
    }
}

} // namespace floorgen::gui
