#include "search/conditioneditor.h"

#include "names_tr.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace floorgen::gui {

namespace {

constexpr int KindRole = Qt::UserRole;
constexpr int KeyRole = Qt::UserRole + 1;   // a criterion's keyword
constexpr int ValueRole = Qt::UserRole + 2; // its value, or a floor group's STAGE[:TYPE]
constexpr int NotRole = Qt::UserRole + 3;
constexpr int kMaxDepth = 32;  // (the core takes 64 levels of parentheses)
constexpr int kMaxNodes = 256; // read from a file: a session of a million nodes is not a million rows

struct TermKind {
    const char *key;
    const char *what;    // translated (ConditionEditor's context)
    const char *example; // the placeholder: the CLI's words
};

// Every criterion of `search --help`, as a term of an expression.
constexpr TermKind kTerms[] = {
    {"has", QT_TRANSLATE_NOOP("floorgen::gui::ConditionEditor", "has: rooms present"), "library=2,shop"},
    {"lacks", QT_TRANSLATE_NOOP("floorgen::gui::ConditionEditor", "lacks: rooms absent"), "curse,sacrifice"},
    {"boss", QT_TRANSLATE_NOOP("floorgen::gui::ConditionEditor", "boss: one of these bosses"), "monstro,#3"},
    {"max-distance", QT_TRANSLATE_NOOP("floorgen::gui::ConditionEditor", "max-distance: rooms near"),
     "start:treasure=1"},
    {"adjacent", QT_TRANSLATE_NOOP("floorgen::gui::ConditionEditor", "adjacent: two rooms side by side"),
     "shop,boss"},
    {"rooms", QT_TRANSLATE_NOOP("floorgen::gui::ConditionEditor", "rooms: how many rooms"), "10..12"},
    {"attempts", QT_TRANSLATE_NOOP("floorgen::gui::ConditionEditor", "attempts: layout attempts"), "1"},
    {"xl", QT_TRANSLATE_NOOP("floorgen::gui::ConditionEditor", "xl: an XL floor"), ""},
    {"no-xl", QT_TRANSLATE_NOOP("floorgen::gui::ConditionEditor", "no-xl: not an XL floor"), ""},
    {"has-curse", QT_TRANSLATE_NOOP("floorgen::gui::ConditionEditor", "has-curse: curses in force"),
     "darkness"},
    {"no-curse", QT_TRANSLATE_NOOP("floorgen::gui::ConditionEditor", "no-curse: no curse"), ""},
    {"layout", QT_TRANSLATE_NOOP("floorgen::gui::ConditionEditor", "layout: a room of your room files"),
     "01.basement.stb:2"},
};

const TermKind *termKind(const QString &key) {
    for (const TermKind &t : kTerms)
        if (key == QLatin1String(t.key))
            return &t;
    return nullptr;
}

ConditionEditor::Kind kindOf(const QTreeWidgetItem *item) {
    return static_cast<ConditionEditor::Kind>(item->data(0, KindRole).toInt());
}

bool isGroup(const QTreeWidgetItem *item) {
    return item && kindOf(item) != ConditionEditor::Kind::Term;
}

QString kindKey(ConditionEditor::Kind k) {
    switch (k) {
    case ConditionEditor::Kind::All:
        return QStringLiteral("all");
    case ConditionEditor::Kind::Any:
        return QStringLiteral("any");
    case ConditionEditor::Kind::Floor:
        return QStringLiteral("floor");
    case ConditionEditor::Kind::Term:
        break;
    }
    return QStringLiteral("term");
}

// The message of a refused expression: its column (1-based, in characters) and the core's words.
QString refusal(const QString &text, const ExprError &e) {
    const std::string utf8 = text.toStdString();
    const int column =
        static_cast<int>(QString::fromUtf8(utf8.substr(0, std::min(e.at, utf8.size()))).size());
    return ConditionEditor::tr("Column %1 of \"%2\": %3")
        .arg(column + 1)
        .arg(text, app::trCoreMessage(e.message));
}

} // namespace

ConditionEditor::ConditionEditor(QWidget *parent)
    : QWidget(parent) {
    m_tree = new QTreeWidget(this);
    m_tree->setObjectName(QStringLiteral("conditionTree"));
    m_tree->setHeaderHidden(true);
    m_tree->setColumnCount(1);
    m_tree->setRootIsDecorated(true);
    m_tree->setMinimumHeight(90);
    m_tree->setToolTip(tr("Criteria that combine: the top level and every \"All of\" group need all their "
                          "criteria, an \"Any of\" group one of them; \"On floor\" applies its criteria to "
                          "that floor of the run"));
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("conditionKind"));
    m_kind->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_kind->setMinimumContentsLength(24);
    m_value = new QLineEdit(this);
    m_value->setObjectName(QStringLiteral("conditionValue"));
    m_value->setToolTip(tr("The criterion's value, as the command line's --where writes it"));
    m_add = new QPushButton(tr("Add"), this);
    m_add->setObjectName(QStringLiteral("conditionAdd"));
    m_add->setToolTip(tr("Add a criterion to the selected group"));
    m_group = new QPushButton(tr("Group"), this);
    m_group->setObjectName(QStringLiteral("conditionGroup"));
    m_group->setToolTip(tr("Add a group (all of, any of, or on a floor of the run)"));
    m_negate = new QPushButton(tr("Negate"), this);
    m_negate->setObjectName(QStringLiteral("conditionNegate"));
    m_negate->setToolTip(tr("The selected criterion or group must not hold (not)"));
    m_remove = new QPushButton(tr("Remove"), this);
    m_remove->setObjectName(QStringLiteral("conditionRemove"));
    m_remove->setToolTip(tr("Remove the selected criterion or group with what it holds"));
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("conditionText"));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text->setTextFormat(Qt::PlainText);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_group);
    buttons->addWidget(m_negate);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    auto *edit = new QHBoxLayout;
    edit->addWidget(m_kind);
    edit->addWidget(m_value, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tree, 1);
    layout->addLayout(edit);
    layout->addLayout(buttons);
    layout->addWidget(m_text);

    connect(m_add, &QPushButton::clicked, this, &ConditionEditor::addClicked);
    connect(m_group, &QPushButton::clicked, this, &ConditionEditor::groupClicked);
    connect(m_negate, &QPushButton::clicked, this, &ConditionEditor::negateClicked);
    connect(m_remove, &QPushButton::clicked, this, &ConditionEditor::removeClicked);
    connect(m_tree, &QTreeWidget::currentItemChanged, this, &ConditionEditor::selectionMoved);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &ConditionEditor::editSelected);
    connect(m_value, &QLineEdit::textEdited, this, &ConditionEditor::editSelected);
    refresh();
}

QTreeWidgetItem *ConditionEditor::groupForAdding() const {
    QTreeWidgetItem *item = m_tree->currentItem();
    if (!item)
        return nullptr;
    return isGroup(item) ? item : item->parent();
}

QTreeWidgetItem *ConditionEditor::addTerm(const QString &key, const QString &value, QTreeWidgetItem *parent) {
    auto *item = new QTreeWidgetItem;
    item->setData(0, KindRole, static_cast<int>(Kind::Term));
    item->setData(0, KeyRole, termKind(key) ? key : QStringLiteral("has"));
    item->setData(0, ValueRole, value);
    item->setData(0, NotRole, false);
    if (parent)
        parent->addChild(item);
    else
        m_tree->addTopLevelItem(item);
    if (parent)
        parent->setExpanded(true);
    m_tree->setCurrentItem(item);
    refresh();
    return item;
}

QTreeWidgetItem *ConditionEditor::addGroup(Kind kind, QTreeWidgetItem *parent, const QString &floor) {
    auto *item = new QTreeWidgetItem;
    item->setData(0, KindRole, static_cast<int>(kind == Kind::Term ? Kind::All : kind));
    item->setData(0, ValueRole, floor.isEmpty() ? QStringLiteral("1") : floor);
    item->setData(0, NotRole, false);
    if (parent)
        parent->addChild(item);
    else
        m_tree->addTopLevelItem(item);
    if (parent)
        parent->setExpanded(true);
    item->setExpanded(true);
    m_tree->setCurrentItem(item);
    refresh();
    return item;
}

void ConditionEditor::setNegated(QTreeWidgetItem *item, bool negated) {
    if (!item)
        return;
    item->setData(0, NotRole, negated);
    refresh();
}

void ConditionEditor::removeItem(QTreeWidgetItem *item) {
    delete item; // (takes its children with it and leaves its parent)
    refresh();
}

void ConditionEditor::clear() {
    m_tree->clear();
    refresh();
}

bool ConditionEditor::isEmpty() const {
    return m_tree->topLevelItemCount() == 0;
}

void ConditionEditor::addClicked() {
    QTreeWidgetItem *group = groupForAdding();
    int depth = 0;
    for (QTreeWidgetItem *p = group; p; p = p->parent())
        ++depth;
    if (depth < kMaxDepth)
        addTerm(QStringLiteral("has"), QString(), group);
    m_value->setFocus();
}

void ConditionEditor::groupClicked() {
    QTreeWidgetItem *group = groupForAdding();
    int depth = 0;
    for (QTreeWidgetItem *p = group; p; p = p->parent())
        ++depth;
    if (depth < kMaxDepth)
        addGroup(Kind::All, group);
}

void ConditionEditor::negateClicked() {
    if (QTreeWidgetItem *item = m_tree->currentItem())
        setNegated(item, !item->data(0, NotRole).toBool());
}

void ConditionEditor::removeClicked() {
    if (QTreeWidgetItem *item = m_tree->currentItem())
        removeItem(item);
}

QString ConditionEditor::nodeText(const QTreeWidgetItem *item) const {
    QString text;
    const Kind kind = kindOf(item);
    if (kind == Kind::Term) {
        const QString value = item->data(0, ValueRole).toString().simplified();
        text = item->data(0, KeyRole).toString() + (value.isEmpty() ? QString() : QLatin1Char(' ') + value);
    } else {
        QStringList parts;
        for (int i = 0; i < item->childCount(); ++i) {
            const QTreeWidgetItem *child = item->child(i);
            const QString t = nodeText(child);
            if (t.isEmpty())
                continue;
            // A group inside a group in parentheses (a floor and a term need none).
            const bool wrap = (kindOf(child) == Kind::All || kindOf(child) == Kind::Any) &&
                              !child->data(0, NotRole).toBool();
            parts << (wrap ? QLatin1Char('(') + t + QLatin1Char(')') : t);
        }
        if (parts.isEmpty())
            return {};
        text = parts.join(kind == Kind::Any ? QStringLiteral(" or ") : QStringLiteral(" and "));
        if (kind == Kind::Floor)
            text =
                QStringLiteral("floor %1 (%2)").arg(item->data(0, ValueRole).toString().simplified(), text);
    }
    if (!item->data(0, NotRole).toBool())
        return text;
    return kind == Kind::All || kind == Kind::Any ? QStringLiteral("not (%1)").arg(text)
                                                  : QStringLiteral("not ") + text;
}

QString ConditionEditor::expressionText() const {
    // The top level is an and of its nodes: an "Any of" among others in parentheses.
    QStringList parts;
    int count = 0;
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = m_tree->topLevelItem(i);
        const QString t = nodeText(item);
        if (t.isEmpty())
            continue;
        ++count;
        const bool wrap = kindOf(item) == Kind::Any && !item->data(0, NotRole).toBool();
        parts << (wrap ? QLatin1Char('(') + t + QLatin1Char(')') : t);
    }
    if (count == 1) // one node: no parentheses of its own
        for (int i = 0; i < m_tree->topLevelItemCount(); ++i)
            if (const QString t = nodeText(m_tree->topLevelItem(i)); !t.isEmpty())
                return t;
    return parts.join(QStringLiteral(" and "));
}

bool ConditionEditor::expression(std::optional<SearchExpr> &out, QString &error) const {
    out.reset();
    // Each criterion alone first: its message names it, and a value cannot hide an and, or or not.
    std::vector<const QTreeWidgetItem *> stack;
    for (int i = m_tree->topLevelItemCount() - 1; i >= 0; --i)
        stack.push_back(m_tree->topLevelItem(i));
    while (!stack.empty()) {
        const QTreeWidgetItem *item = stack.back();
        stack.pop_back();
        for (int i = item->childCount() - 1; i >= 0; --i)
            stack.push_back(item->child(i));
        if (kindOf(item) != Kind::Term)
            continue;
        QTreeWidgetItem copy(*item);
        copy.setData(0, NotRole, false);
        const QString text = nodeText(&copy);
        const ExprParse p = parseSearchExpr(text.toStdString());
        if (!p.expr) {
            error = refusal(text, p.error);
            return false;
        }
        if (p.expr->op != SearchExpr::Op::Term) {
            error = tr("\"%1\" is more than one criterion: combine criteria with groups").arg(text);
            return false;
        }
    }
    const QString text = expressionText();
    if (text.isEmpty())
        return true;
    ExprParse p = parseSearchExpr(text.toStdString());
    if (!p.expr) {
        error = refusal(text, p.error);
        return false;
    }
    out = std::move(p.expr);
    return true;
}

QString ConditionEditor::canonicalText() const {
    std::optional<SearchExpr> e;
    QString error;
    if (!expression(e, error) || !e)
        return {};
    return QString::fromStdString(exprText(*e));
}

QString ConditionEditor::label(const QTreeWidgetItem *item) const {
    QString text;
    switch (kindOf(item)) {
    case Kind::Term: {
        const QString value = item->data(0, ValueRole).toString().simplified();
        text = item->data(0, KeyRole).toString() + (value.isEmpty() ? QString() : QLatin1Char(' ') + value);
        break;
    }
    case Kind::All:
        text = tr("All of");
        break;
    case Kind::Any:
        text = tr("Any of");
        break;
    case Kind::Floor:
        text = tr("On floor %1").arg(item->data(0, ValueRole).toString().simplified());
        break;
    }
    return item->data(0, NotRole).toBool() ? tr("Not: %1").arg(text) : text;
}

void ConditionEditor::refresh() {
    std::vector<QTreeWidgetItem *> stack;
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i)
        stack.push_back(m_tree->topLevelItem(i));
    while (!stack.empty()) {
        QTreeWidgetItem *item = stack.back();
        stack.pop_back();
        item->setText(0, label(item));
        for (int i = 0; i < item->childCount(); ++i)
            stack.push_back(item->child(i));
    }
    selectionMoved();
    std::optional<SearchExpr> e;
    QString error;
    const bool ok = expression(e, error);
    m_text->setStyleSheet(ok ? QString() : QStringLiteral("color: #c0392b;"));
    if (!ok)
        m_text->setText(error);
    else if (!e)
        m_text->setText(tr("No condition: the criteria above alone."));
    else
        m_text->setText(tr("Searches: %1").arg(QString::fromStdString(exprText(*e))));
    emit changed();
}

void ConditionEditor::selectionMoved() {
    QTreeWidgetItem *item = m_tree->currentItem();
    m_filling = true;
    const QSignalBlocker b(m_kind);
    m_kind->clear();
    if (!item) {
        m_value->clear();
        m_value->setPlaceholderText(QString());
    } else if (isGroup(item)) {
        m_kind->addItem(tr("All of (and)"), QStringLiteral("all"));
        m_kind->addItem(tr("Any of (or)"), QStringLiteral("any"));
        m_kind->addItem(tr("On floor (STAGE[:TYPE])"), QStringLiteral("floor"));
        m_kind->setCurrentIndex(m_kind->findData(kindKey(kindOf(item))));
        m_value->setText(kindOf(item) == Kind::Floor ? item->data(0, ValueRole).toString() : QString());
        m_value->setPlaceholderText(kindOf(item) == Kind::Floor ? QStringLiteral("2:alt") : QString());
    } else {
        for (const TermKind &t : kTerms)
            m_kind->addItem(tr(t.what), QString::fromLatin1(t.key));
        const QString key = item->data(0, KeyRole).toString();
        m_kind->setCurrentIndex(m_kind->findData(key));
        m_value->setText(item->data(0, ValueRole).toString());
        const TermKind *t = termKind(key);
        m_value->setPlaceholderText(t ? QString::fromLatin1(t->example) : QString());
    }
    const bool hasValue = item && (!isGroup(item) ? termKind(item->data(0, KeyRole).toString()) &&
                                                        *termKind(item->data(0, KeyRole).toString())->example
                                                  : kindOf(item) == Kind::Floor);
    m_kind->setEnabled(item != nullptr);
    m_value->setEnabled(hasValue || (item && !m_value->text().isEmpty()));
    m_negate->setEnabled(item != nullptr);
    m_remove->setEnabled(item != nullptr);
    m_filling = false;
}

void ConditionEditor::editSelected() {
    QTreeWidgetItem *item = m_tree->currentItem();
    if (m_filling || !item)
        return;
    const QString key = m_kind->currentData().toString();
    if (isGroup(item)) {
        const Kind kind = key == QLatin1String("any")     ? Kind::Any
                          : key == QLatin1String("floor") ? Kind::Floor
                                                          : Kind::All;
        item->setData(0, KindRole, static_cast<int>(kind));
        if (kind == Kind::Floor)
            item->setData(0, ValueRole,
                          m_value->text().isEmpty() && sender() == m_kind
                              ? item->data(0, ValueRole).toString()
                              : m_value->text());
    } else {
        if (sender() == m_kind && key != item->data(0, KeyRole).toString())
            item->setData(0, ValueRole, QString()); // another criterion: its own value
        else
            item->setData(0, ValueRole, m_value->text());
        item->setData(0, KeyRole, key);
    }
    // The editor row keeps its focus and cursor: only the texts change.
    const int cursor = m_value->cursorPosition();
    refresh();
    m_value->setCursorPosition(cursor);
}

QJsonObject ConditionEditor::nodeJson(const QTreeWidgetItem *item) const {
    QJsonObject o;
    const Kind kind = kindOf(item);
    o.insert(QStringLiteral("kind"), kindKey(kind));
    if (item->data(0, NotRole).toBool())
        o.insert(QStringLiteral("not"), true);
    if (kind == Kind::Term) {
        o.insert(QStringLiteral("key"), item->data(0, KeyRole).toString());
        o.insert(QStringLiteral("value"), item->data(0, ValueRole).toString());
        return o;
    }
    if (kind == Kind::Floor)
        o.insert(QStringLiteral("floor"), item->data(0, ValueRole).toString());
    QJsonArray children;
    for (int i = 0; i < item->childCount(); ++i)
        children.append(nodeJson(item->child(i)));
    o.insert(QStringLiteral("children"), children);
    return o;
}

QJsonArray ConditionEditor::toJson() const {
    QJsonArray nodes;
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i)
        nodes.append(nodeJson(m_tree->topLevelItem(i)));
    return nodes;
}

void ConditionEditor::addJson(const QJsonObject &o, QTreeWidgetItem *parent, int depth) {
    if (depth >= kMaxDepth || m_loaded >= kMaxNodes)
        return;
    ++m_loaded;
    const QString kind = o.value(QStringLiteral("kind")).toString();
    QTreeWidgetItem *item = nullptr;
    if (kind == QLatin1String("term")) {
        const QString key = o.value(QStringLiteral("key")).toString();
        if (!termKind(key))
            return;
        item = addTerm(key, o.value(QStringLiteral("value")).toString().left(4096), parent);
    } else if (kind == QLatin1String("all") || kind == QLatin1String("any") ||
               kind == QLatin1String("floor")) {
        item = addGroup(kind == QLatin1String("any")     ? Kind::Any
                        : kind == QLatin1String("floor") ? Kind::Floor
                                                         : Kind::All,
                        parent, o.value(QStringLiteral("floor")).toString().left(64));
        const QJsonArray children = o.value(QStringLiteral("children")).toArray();
        for (const QJsonValue &c : children)
            addJson(c.toObject(), item, depth + 1);
    } else {
        return;
    }
    item->setData(0, NotRole, o.value(QStringLiteral("not")).toBool());
}

void ConditionEditor::fromJson(const QJsonArray &nodes) {
    QSignalBlocker b(this);
    m_tree->clear();
    m_loaded = 0;
    for (const QJsonValue &n : nodes)
        addJson(n.toObject(), nullptr, 0);
    m_tree->setCurrentItem(nullptr);
    b.unblock();
    refresh();
}

} // namespace floorgen::gui
