#pragma once

// The exact room-clear reward table (rewards.md) as an item model: one row per outcome (kind and count), in
// the core's fixed order, with its probability.

#include "floorgen/rewards.h"

#include <vector>

#include <QAbstractTableModel>

namespace floorgen::gui {

class RewardTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { OutcomeColumn, ProbabilityColumn, OneInColumn, ColumnCount };
    // The raw probability (double) of a row, in every column.
    static constexpr int ProbabilityRole = Qt::UserRole + 1;

    explicit RewardTableModel(QObject *parent = nullptr);

    void setInputs(const RewardInputs &inputs);
    const RewardInputs &inputs() const { return m_inputs; }
    const std::vector<Outcome> &outcomes() const { return m_outcomes; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    RewardInputs m_inputs;
    std::vector<Outcome> m_outcomes;
};

} // namespace floorgen::gui
