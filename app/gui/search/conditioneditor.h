#pragma once

// The seed search's conditions that combine (issue 48): a tree in the spirit of cubiomes-viewer's condition
// tree, whose leaves are criteria (a term of `search --where`: a kind such as "has" and its value such as
// "library=2") and whose groups are "All of" (and), "Any of" (or) and "On floor STAGE[:TYPE]" (floor ( ... ),
// an and of its children); any node can be negated (not). Add, Group, Negate and Remove act on the node
// selected. The editor only builds the expression's text: the core parses it (parseSearchExpr), and the
// text shown under the tree is the core's canonical one (exprText), or the core's message with its column.
// Empty groups are left out; an empty tree is no condition (the form's criteria alone, as before).

#include "floorgen/searchexpr.h"

#include <optional>

#include <QJsonArray>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace floorgen::gui {

class ConditionEditor : public QWidget {
    Q_OBJECT

public:
    enum class Kind { Term, All, Any, Floor };

    explicit ConditionEditor(QWidget *parent = nullptr);

    QTreeWidget *tree() const { return m_tree; }
    // Adds a criterion (`key` a term's keyword: "has", "boss", "layout", ...; `value` its value in the
    // CLI's words) or a group, under `parent` (null: the top, an and of its nodes); returns the node and
    // selects it.
    QTreeWidgetItem *addTerm(const QString &key, const QString &value, QTreeWidgetItem *parent = nullptr);
    QTreeWidgetItem *addGroup(Kind kind, QTreeWidgetItem *parent = nullptr, const QString &floor = {});
    void setNegated(QTreeWidgetItem *item, bool negated);
    void removeItem(QTreeWidgetItem *item);
    void clear();
    bool isEmpty() const;

    // What the buttons do with the selected node: Add puts a criterion into the selected group (beside a
    // selected criterion; at the top without a selection), Group a new "All of" group there, Negate turns
    // `not` on or off, Remove takes the node and what it holds away.
    void addClicked();
    void groupClicked();
    void negateClicked();
    void removeClicked();

    // The expression's text as the tree builds it ("" when it holds no criterion).
    QString expressionText() const;
    // The core's parse of it: nothing for an empty tree; false with the message (translated, with its
    // column) when the core refuses it.
    bool expression(std::optional<SearchExpr> &out, QString &error) const;
    // The text the search runs: the core's canonical text of the expression, or "" (empty, or refused).
    QString canonicalText() const;

    // The tree as JSON (what the search form and a session keep), and back; unknown nodes are skipped.
    QJsonArray toJson() const;
    void fromJson(const QJsonArray &nodes);

signals:
    void changed();

private:
    void refresh(); // the node texts, the editor row and the expression line
    void selectionMoved();
    void editSelected(); // the editor row into the selected node
    QTreeWidgetItem *groupForAdding() const;
    QString nodeText(const QTreeWidgetItem *item) const;
    QString label(const QTreeWidgetItem *item) const;
    QJsonObject nodeJson(const QTreeWidgetItem *item) const;
    void addJson(const QJsonObject &o, QTreeWidgetItem *parent, int depth);

    QTreeWidget *m_tree = nullptr;
    QComboBox *m_kind = nullptr; // a criterion's keyword, or the kind of a group
    QLineEdit *m_value = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_group = nullptr;
    QPushButton *m_negate = nullptr;
    QPushButton *m_remove = nullptr;
    QLabel *m_text = nullptr;
    bool m_filling = false;
    int m_loaded = 0; // nodes fromJson() made so far
};

} // namespace floorgen::gui
