#pragma once

// The decision log: one row per trace event, in order, with the caption of tracetext.h. Events of attempts
// that were thrown away are greyed and marked "(discarded attempt N)". Selecting row i shows frame i + 1
// (the floor right after that event).

#include "floorgen/trace.h"

#include <vector>

#include <QAbstractListModel>
#include <QStringList>
#include <QStyledItemDelegate>

namespace floorgen::gui {

// What a shape code of the log means, in a player's words: "IIH: a narrow corridor two cells wide, doors
// only at its ends". Used by the log's tooltips and Help > Room Shapes.
QString shapeMeaning(Shape shape);
// Every shape code with its meaning, one a line (Help > Room Shapes).
QStringList shapeLegend();

class DecisionLogModel : public QAbstractListModel {
    Q_OBJECT

public:
    enum Role {
        KindRole = Qt::UserRole + 1, // int(EventKind)
        AttemptRole,                 // attempt number (0 before the first attempt)
        DiscardedRole,               // bool: the event belongs to an attempt that was thrown away
        RoomRole,                    // the event's room number, or -1
        FrameRole,                   // the step-through frame that shows this event (row + 1)
    };

    explicit DecisionLogModel(QObject *parent = nullptr);

    // Shows the events of `trace` (copied); `finalAttempt` is the attempt that made the floor (0: none did).
    // `floor`, when given, is the floor the trace made: its rule set words the captions, and the rows about
    // a room of the final attempt show that room's rule (provenance) and whether its boss is an
    // approximation.
    void setTrace(const Trace &trace, int finalAttempt, const Floor *floor = nullptr);
    // The mark of a row's room: "Rule: ...", with "boss: approximation" for a boss pick from an approximated
    // pool; empty for rows about no room of the final attempt.
    QString roomMark(int row) const;
    // A note added to each row (empty: none), after setTrace: with game data, why the room file entry a
    // room got was picked (app::pickNotes).
    void setNotes(std::vector<QString> notes);
    void clear();

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The row of the event that placed `room` in the attempt that made the floor, or -1.
    int placementRow(int room) const;
    const Trace &trace() const { return m_trace; }
    const QStringList &captions() const { return m_captions; }
    // Every row as shown, one a line (what Edit > Copy Decision Log puts on the clipboard after the caption).
    QString plainText() const;

private:
    bool discarded(const TraceEvent &e) const;

    Trace m_trace;
    QStringList m_captions;
    int m_finalAttempt = 0;
    std::vector<Provenance> m_provenance; // by room number, of the final floor
    std::vector<bool> m_approxBoss;       // by room number: a boss room whose boss is an approximation
    std::vector<QString> m_notes;         // by row
};

// Draws the log's lines wrapped to the view's width (no "..." hiding the reason): each row is as tall as its
// text needs at the current width.
class DecisionLogDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace floorgen::gui
