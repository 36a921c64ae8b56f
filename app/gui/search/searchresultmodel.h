#pragma once

// The seed search's results as a list model (issue 39): the seeds found, 4 bytes a result, and the small
// maps of the rows last drawn in a bounded cache. Everything else a view asks for (the text, the tooltip,
// the size) is made from the seed when it is asked: a million results cost a few megabytes, not the
// ~600 bytes a result of one QListWidgetItem each.

#include "floorgen/search.h"

#include <cstdint>
#include <span>
#include <vector>

#include <QAbstractListModel>
#include <QCache>
#include <QIcon>
#include <QSize>
#include <QString>

namespace floorgen::gui {

class SearchResultModel : public QAbstractListModel {
    Q_OBJECT

public:
    // The small maps kept, counted in floors (a row of a three-floor search costs three): a few screens
    // of rows, whatever the number of results.
    static constexpr int kMaxDrawnFloors = 256;
    // The seed of a row, as an unsigned int (what QListWidgetItem's Qt::UserRole held).
    static constexpr int SeedRole = Qt::UserRole;

    explicit SearchResultModel(QObject *parent = nullptr);

    const std::vector<std::uint32_t> &seeds() const { return m_seeds; }
    std::uint32_t seed(int row) const { return m_seeds[static_cast<std::size_t>(row)]; }
    // How the seeds are written (seed strings for run seeds, "Stage seed N" for stage seeds).
    void setSpace(SeedSpace space);
    // The size hint of every row (the view's uniform item size).
    void setRowSize(QSize size);
    // Adds the seeds at the end: one insertion for the batch.
    void append(std::span<const std::uint32_t> seeds);
    // The same, taking the vector's storage when the model is empty (a session opened: no second copy).
    void append(std::vector<std::uint32_t> &&seeds);
    void clear();

    // Whether row's small maps are in the cache (a drawn row may be dropped later to make room).
    bool isDrawn(int row) const { return m_drawn.contains(row); }
    // Keeps the small maps of `row` (showing `floors` floors) and the text beside them; the rows least
    // recently shown make room when the cache is full.
    void setDrawn(int row, const QIcon &icon, const QString &text, int floors);
    // Drops every small map (the colours or the floors shown changed).
    void forgetDrawn();
    // Raises the cache's bound to `floors` when the rows in view need more (never below kMaxDrawnFloors).
    void keepAtLeast(int floors);
    int drawnRows() const { return static_cast<int>(m_drawn.size()); }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    struct Drawn {
        QIcon icon;
        QString text;
    };
    QString plainText(std::uint32_t seed) const;

    std::vector<std::uint32_t> m_seeds;
    // Row -> its small maps; object() in data() marks a row as recently shown.
    mutable QCache<int, Drawn> m_drawn{kMaxDrawnFloors};
    SeedSpace m_space = SeedSpace::Run;
    QSize m_rowSize;
};

} // namespace floorgen::gui
