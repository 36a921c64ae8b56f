#include "stats/statsview.h"

#include "backgroundjobs.h"
#include "floorgen/filecatalog.h"
#include "floorgen/original2011.h"
#include "names_tr.h"
#include "stats/chartwidget.h"
#include "statsreport.h"

#include <atomic>
#include <mutex>
#include <thread>

#include <QComboBox>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSpinBox>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace floorgen::gui {

namespace {

QString percent(double v, int decimals = 1) {
    //: a percentage, e.g. "34.75%" (French: "34,75 %")
    return QCoreApplication::translate("floorgen::gui", "%1%")
        .arg(QLocale().toString(v * 100.0, 'f', decimals));
}

// app::fractionText, with a percentage written in the interface's language ("1,00 %" in French).
QString documentedText(const DocumentedChance &c) {
    return c.denominator ? app::fractionText(c) : percent(c.value, 2);
}

// Settings with the seed fields cleared: what a statistics run depends on.
Settings withoutSeed(Settings s) {
    s.runSeed.reset();
    s.stageSeed = 0;
    return s;
}

// Which roll places a room type (for the special-rooms chart: types whose roll runs are shown even at 0).
std::optional<Roll> rollOfType(RoomType t) {
    switch (t) {
    case RoomType::Planetarium:
        return Roll::Planetarium;
    case RoomType::Dice:
    case RoomType::Sacrifice:
        return Roll::DiceSacrifice;
    case RoomType::Library:
        return Roll::Library;
    case RoomType::Curse:
        return Roll::Curse;
    case RoomType::MiniBoss:
        return Roll::MiniBoss;
    case RoomType::Challenge:
        return Roll::Challenge;
    case RoomType::Chest:
    case RoomType::Arcade:
        return Roll::VaultArcade;
    case RoomType::Isaacs:
    case RoomType::Barren:
        return Roll::Bedroom;
    default:
        return std::nullopt;
    }
}

template <std::size_t N> std::vector<std::pair<int, std::uint64_t>> binsOf(const Histogram<N> &h) {
    std::vector<std::pair<int, std::uint64_t>> out;
    const int lo = h.min(), hi = h.max();
    if (lo < 0)
        return out;
    for (int v = lo; v <= hi; ++v)
        out.emplace_back(v, h.bins[static_cast<std::size_t>(v)]);
    return out;
}

} // namespace

struct StatsView::Job {
    Settings settings;
    SeedSpace space = SeedSpace::Stage;
    SeedSet seeds;
    int threads = 0;
    std::atomic<bool> cancel{false};
    std::atomic<bool> finished{false};
    std::mutex mutex;
    FloorStats snapshot; // guarded by mutex
    std::uint64_t done = 0;
    bool fresh = false;
    StatsResult result; // written by the thread before `finished`
    // The job's own copy of the room files (the window's is picked from on its thread meanwhile); the
    // statistics' threads each copy it again.
    std::unique_ptr<FileCatalog> gameData;
    std::thread thread;
    QElapsedTimer timer;

    ~Job() {
        cancel = true;
        if (thread.joinable())
            thread.join();
    }
};

StatsView::StatsView(QWidget *parent)
    : QWidget(parent)
    , m_timer(new QTimer(this)) {
    m_seedMode = new QComboBox(this);
    m_seedMode->addItem(tr("Random seeds"));
    m_seedMode->addItem(tr("Seed range"));
    m_count = new QSpinBox(this);
    m_count->setRange(1, 2000000000);
    m_count->setValue(200000);
    m_count->setSingleStep(100000);
    m_count->setGroupSeparatorShown(true);
    m_count->setToolTip(tr("How many pseudo-random seeds (the same ones every time)"));
    m_from = new QLineEdit(QStringLiteral("1"), this);
    m_to = new QLineEdit(QStringLiteral("200000"), this);
    m_from->setMaximumWidth(110);
    m_to->setMaximumWidth(110);
    m_space = new QComboBox(this);
    m_space->addItem(tr("Stage seeds"));
    m_space->addItem(tr("Run seeds"));
    m_threads = new QSpinBox(this);
    m_threads->setRange(0, 256);
    m_threads->setSpecialValueText(tr("all cores"));
    m_threads->setToolTip(tr("Worker threads; the figures do not depend on it"));
    m_run = new QPushButton(tr("&Run"), this);
    m_cancel = new QPushButton(tr("&Cancel"), this);
    m_cancel->setEnabled(false);
    m_exportChart = new QPushButton(tr("Export chart…"), this);
    m_exportCsv = new QPushButton(tr("Export CSV…"), this);
    m_exportChart->setEnabled(false); // until a run gives figures (a finished or a partial one)
    m_exportCsv->setEnabled(false);

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_seedMode);
    controls->addWidget(m_count);
    auto *fromLabel = new QLabel(tr("from"), this);
    auto *toLabel = new QLabel(tr("to"), this);
    controls->addWidget(fromLabel);
    controls->addWidget(m_from);
    controls->addWidget(toLabel);
    controls->addWidget(m_to);
    controls->addWidget(m_space);
    controls->addStretch(1);
    // The buttons on a row of their own: one row was wider than the page beside the settings at 1024 px.
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(new QLabel(tr("Threads:"), this));
    buttons->addWidget(m_threads);
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    buttons->addStretch(1);
    buttons->addWidget(m_exportChart);
    buttons->addWidget(m_exportCsv);

    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_estimate = new QLabel(this);
    m_estimate->setWordWrap(true);
    m_estimate->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_settingsLabel = new QLabel(this);
    m_settingsLabel->setWordWrap(true);

    m_tabs = new QTabWidget(this);
    const QString names[ChartCount] = {tr("Documented odds"), tr("Special rooms"), tr("Rooms"),
                                       tr("Dead ends"),       tr("Attempts"),      tr("Boss distance")};
    for (int c = 0; c < ChartCount; ++c) {
        m_charts[c] = new ChartWidget(m_tabs);
        m_charts[c]->clear(tr("No figures yet: press Run."));
        m_tabs->addTab(m_charts[c], names[c]);
    }

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addLayout(buttons);
    layout->addWidget(m_settingsLabel);
    layout->addWidget(m_progress);
    layout->addWidget(m_estimate);
    layout->addWidget(m_tabs, 1);

    auto updateMode = [this, fromLabel, toLabel]() {
        const bool range = m_seedMode->currentIndex() == 1;
        m_count->setVisible(!range);
        for (QWidget *w : {static_cast<QWidget *>(fromLabel), static_cast<QWidget *>(m_from),
                           static_cast<QWidget *>(toLabel), static_cast<QWidget *>(m_to)})
            w->setVisible(range);
    };
    updateMode();
    connect(m_seedMode, &QComboBox::currentIndexChanged, this, updateMode);
    connect(m_run, &QPushButton::clicked, this, &StatsView::start);
    connect(m_cancel, &QPushButton::clicked, this, &StatsView::cancel);
    connect(m_exportChart, &QPushButton::clicked, this, &StatsView::exportChartDialog);
    connect(m_exportCsv, &QPushButton::clicked, this, &StatsView::exportCsvDialog);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this]() { updateCharts(); });
    m_timer->setInterval(120);
    connect(m_timer, &QTimer::timeout, this, &StatsView::poll);
    setSettings(Settings{});
    m_estimate->setText(tr("Press Run to generate the floors of many seeds with these settings."));
}

StatsView::~StatsView() {
    // Job destructors cancel and join their threads.
    m_job.reset();
    m_retired.clear();
}

void StatsView::setSettings(const Settings &settings) {
    const bool changed = !(withoutSeed(settings) == withoutSeed(m_settings));
    m_settings = withoutSeed(settings);
    m_settingsLabel->setText(tr("%1, %2%3 — %4 rules")
                                 .arg(app::trStage(m_settings.stage, m_settings.stageType))
                                 .arg(m_settings.hard ? tr("hard") : tr("normal"))
                                 .arg(m_settings.items ? tr(", items held") : QString())
                                 .arg(app::trRuleSet(m_settings.ruleSet)));
    if (changed && (isRunning() || m_hasStats))
        start();
}

void StatsView::setGameData(std::shared_ptr<const FileCatalog> gameData) {
    if (gameData == m_gameData)
        return;
    m_gameData = std::move(gameData);
    if (isRunning() || m_hasStats)
        start();
}

void StatsView::setRandomSeeds(qint64 count) {
    m_seedMode->setCurrentIndex(0);
    m_count->setValue(static_cast<int>(std::clamp<qint64>(count, 1, m_count->maximum())));
}

void StatsView::setSeedRange(std::uint32_t from, std::uint32_t to) {
    m_seedMode->setCurrentIndex(1);
    m_from->setText(QString::number(from));
    m_to->setText(QString::number(to));
}

void StatsView::setSpace(SeedSpace space) {
    m_space->setCurrentIndex(space == SeedSpace::Run ? 1 : 0);
}

void StatsView::setThreads(int threads) {
    m_threads->setValue(threads);
}

bool StatsView::isRunning() const {
    return m_job != nullptr;
}

bool StatsView::readSeeds(SeedSet &seeds, QString &error) const {
    if (m_seedMode->currentIndex() == 0) {
        seeds = SeedSet::random(static_cast<std::uint64_t>(m_count->value()));
        return true;
    }
    bool okFrom = false, okTo = false;
    const qint64 from = m_from->text().trimmed().toLongLong(&okFrom);
    const qint64 to = m_to->text().trimmed().toLongLong(&okTo);
    if (!okFrom || from < 1 || from > 0xFFFFFFFFll) {
        error = tr("The first seed \"%1\" is not a number from 1 to 4294967295.").arg(m_from->text());
        return false;
    }
    if (!okTo || to < 1 || to > 0xFFFFFFFFll) {
        error = tr("The last seed \"%1\" is not a number from 1 to 4294967295.").arg(m_to->text());
        return false;
    }
    if (from > to) {
        error = tr("The seed range %1..%2 is empty.").arg(from).arg(to);
        return false;
    }
    seeds = SeedSet::range(static_cast<std::uint32_t>(from), static_cast<std::uint32_t>(to));
    return true;
}

void StatsView::start() {
    SeedSet seeds;
    QString error;
    if (!readSeeds(seeds, error)) {
        m_estimate->setText(error);
        return;
    }
    Settings check = m_settings;
    check.stageSeed = 1;
    if (auto problem = validateSettings(check)) {
        m_estimate->setText(tr("These settings cannot be generated: %1").arg(app::trCoreMessage(*problem)));
        return;
    }
    cancel();
    auto job = std::make_shared<Job>();
    job->settings = m_settings;
    job->space = m_space->currentIndex() == 1 ? SeedSpace::Run : SeedSpace::Stage;
    job->seeds = seeds;
    job->threads = m_threads->value();
    if (m_gameData)
        job->gameData = std::make_unique<FileCatalog>(*m_gameData);
    job->timer.start();
    Job *raw = job.get();
    job->thread = std::thread([raw]() {
        StatsOptions options;
        options.threads = raw->threads;
        options.cancel = &raw->cancel;
        options.gameData = raw->gameData.get();
        options.progress = [raw](const StatsProgress &p) {
            std::lock_guard lock(raw->mutex);
            raw->snapshot = *p.sofar;
            raw->done = p.done;
            raw->fresh = true;
        };
        raw->result = runStatistics(raw->settings, raw->space, raw->seeds, options);
        raw->finished = true;
    });
    m_job = job;
    m_stats = FloorStats{};
    m_statsSettings = job->settings;
    m_statsSpace = job->space;
    m_statsSeeds = job->seeds;
    m_hasStats = true;
    m_exportChart->setEnabled(true);
    m_exportCsv->setEnabled(true);
    m_progress->setValue(0);
    m_run->setEnabled(false);
    m_cancel->setEnabled(true);
    m_estimate->setText(tr("Starting…"));
    m_timer->start();
}

void StatsView::cancel() {
    if (!m_job)
        return;
    retire(m_job, m_retired);
    m_run->setEnabled(true);
    m_cancel->setEnabled(false);
    m_estimate->setText(m_estimate->text() + QLatin1Char(' ') + tr("(cancelled)"));
    if (!m_timer->isActive())
        m_timer->start();
}

bool StatsView::waitForIdle(int milliseconds) {
    return waitUntilIdle(
        milliseconds, [this] { return isRunning(); }, [this] { poll(); });
}

void StatsView::poll() {
    // Join cancelled jobs that are done.
    reapFinished(m_retired);
    if (!m_job) {
        if (m_retired.empty())
            m_timer->stop();
        return;
    }
    Job &job = *m_job;
    if (job.finished) {
        job.thread.join();
        m_stats = job.result.stats;
        const double seconds = static_cast<double>(job.timer.nsecsElapsed()) / 1e9;
        const std::uint64_t n = job.seeds.size();
        m_job.reset();
        m_progress->setValue(1000);
        m_run->setEnabled(true);
        m_cancel->setEnabled(false);
        refresh(true);
        m_estimate->setText(
            m_estimate->text() + QLatin1Char(' ') +
            tr("Done: %1 floors in %2 s (%3 floors/s).")
                .arg(QLocale().toString(static_cast<qulonglong>(n)))
                .arg(QLocale().toString(seconds, 'f', 2))
                .arg(QLocale().toString(seconds > 0 ? static_cast<double>(n) / seconds : 0.0, 'f', 0)));
        emit finished();
        return;
    }
    bool fresh = false;
    {
        std::lock_guard lock(job.mutex);
        if (job.fresh) {
            m_stats = job.snapshot;
            job.fresh = false;
            fresh = true;
        }
    }
    if (fresh) {
        const std::uint64_t total = std::max<std::uint64_t>(1, job.seeds.size());
        const std::uint64_t done = m_stats.floors + m_stats.failures + m_stats.invalid;
        m_progress->setValue(static_cast<int>(1000 * done / total));
        refresh(false);
    }
}

void StatsView::refresh(bool final) {
    updateEstimate();
    if (final) {
        // Every chart, so that exports of other tabs are current.
        const int current = m_tabs->currentIndex();
        for (int c = 0; c < ChartCount; ++c) {
            m_tabs->setCurrentIndex(c);
            updateCharts();
        }
        m_tabs->setCurrentIndex(current);
    } else {
        updateCharts();
    }
}

void StatsView::updateEstimate() {
    const FloorStats &s = m_stats;
    if (s.floors == 0) {
        m_estimate->setText(tr("Generating…"));
        return;
    }
    QStringList parts;
    parts << tr("%1 floors").arg(QLocale().toString(static_cast<qulonglong>(s.floors)));
    if (s.failures)
        parts << tr("%1 without a floor after 100 attempts").arg(s.failures);
    // The first roll with a documented chance: the headline of the running estimate.
    for (const app::RateRow &r : app::rollRows(s, m_statsSettings)) {
        if (!r.documented || r.key == QLatin1String("planetarium") || r.total == 0)
            continue;
        parts << tr("%1 %2 (95%: %3–%4; documented %5) when a dead end was left (%6 of floors)")
                     .arg(app::trRollName(r.name), percent(r.rate, 2), percent(r.ci.low, 2),
                          percent(r.ci.high, 2), documentedText(*r.documented), percent(r.deadEndRate));
        break;
    }
    for (const app::RateRow &r : app::rollRows(s, m_statsSettings))
        if (r.key == QLatin1String("planetarium"))
            parts << tr("Planetarium %1 (documented %2)")
                         .arg(percent(r.rate, 2), documentedText(*r.documented));
    m_estimate->setText(parts.join(QStringLiteral(" · ")) + QLatin1Char('.'));
}

void StatsView::updateCharts() {
    const int c = m_tabs->currentIndex();
    const FloorStats &s = m_stats;
    if (s.floors == 0) {
        m_charts[c]->clear(m_job ? tr("Generating…") : tr("No figures yet: press Run."));
        return;
    }
    const QString floors = tr("%1 floors").arg(QLocale().toString(static_cast<qulonglong>(s.floors)));
    const QString stage = app::trStage(m_statsSettings.stage, m_statsSettings.stageType);
    switch (c) {
    case Odds: {
        ChartWidget::RateChart chart;
        chart.title = tr("Optional rooms: measured against the documented odds — %1, %2").arg(stage, floors);
        chart.valueLabel = tr("Room placed (% of floors)");
        chart.mainName = tr("Measured, floors with a dead end left");
        chart.secondaryName = tr("Measured, all floors");
        chart.documentedName = tr("Documented chance (seed documents)");
        QStringList notes;
        notes << tr("A roll can only place its room when a dead end is left for it; the blue bar is the rate "
                    "among those floors (95% Wilson interval), the pale bar the rate over all floors.");
        for (const app::RateRow &r : app::rollRows(s, m_statsSettings)) {
            ChartWidget::RateBar bar;
            bar.label = app::trRollName(r.name) + QLatin1Char('\n') +
                        tr("dead end %1").arg(percent(r.deadEndRate, 0));
            bar.value = r.rate;
            bar.low = r.ci.low;
            bar.high = r.ci.high;
            bar.secondary = r.rateAllFloors;
            if (r.documented) {
                bar.documented = r.documented->value;
                bar.documentedText = documentedText(*r.documented);
                notes << tr("%1: documented %2 (%3); a dead end was left on %4 of floors.")
                             .arg(app::trRollName(r.name), documentedText(*r.documented),
                                  app::trDocumentedCondition(r.documented->condition),
                                  percent(r.deadEndRate));
            }
            chart.bars.push_back(bar);
        }
        QStringList splits;
        for (const app::RateRow &r : app::typeSplitRows(s, m_statsSettings))
            if (r.total > 0)
                splits << tr("%1 %2 of %3 (documented %4)")
                              .arg(app::trTypeSplitName(r.name), percent(r.rate))
                              .arg(r.total)
                              .arg(documentedText(*r.documented));
        if (!splits.isEmpty())
            notes << tr("Room type: %1.")
                         .arg(splits.join(tr("; ", "between the parts of a list"))); // (French: " ; ")
        chart.notes = notes.join(QLatin1Char('\n'));
        m_charts[c]->showRates(chart);
        break;
    }
    case Rooms: {
        ChartWidget::RateChart chart;
        chart.title = tr("Special rooms: floors with at least one — %1, %2").arg(stage, floors);
        chart.valueLabel = tr("% of floors");
        chart.mainName = tr("Measured");
        for (const app::RateRow &r : app::roomRows(s)) {
            const auto type = roomTypeFromKey(r.key.toStdString());
            const auto roll = type ? rollOfType(*type) : std::nullopt;
            if (r.count == 0 && !(roll && rollHappens(*roll, m_statsSettings)))
                continue;
            ChartWidget::RateBar bar;
            bar.label = type ? app::trRoomType(*type) : r.name;
            bar.value = r.rate;
            bar.low = r.ci.low;
            bar.high = r.ci.high;
            chart.bars.push_back(bar);
        }
        m_charts[c]->showRates(chart);
        break;
    }
    case RoomCount:
        m_charts[c]->showHistogram({tr("Rooms on the floor (secret rooms included) — %1").arg(floors),
                                    tr("Rooms"), binsOf(s.rooms), s.floors,
                                    origRoomNote(s, m_statsSettings)});
        break;
    case DeadEnds:
        m_charts[c]->showHistogram(
            {tr("Dead ends right after layout — %1").arg(floors), tr("Dead ends"), binsOf(s.deadEnds),
             s.floors,
             tr("Mean %1 after layout; %2 left after the special rooms.")
                 .arg(QLocale().toString(double(s.deadEnds.sum()) / double(s.floors), 'f', 2),
                      QLocale().toString(double(s.deadEndsLeft.sum()) / double(s.floors), 'f', 2))});
        break;
    case Attempts:
        m_charts[c]->showHistogram({tr("Attempts the floor took — %1").arg(floors), tr("Attempts"),
                                    binsOf(s.attempts), s.floors, QString()});
        break;
    case BossDistance:
        m_charts[c]->showHistogram(
            {tr("Boss room distance from the start room (placement steps) — %1").arg(floors), tr("Distance"),
             binsOf(s.bossDistance), s.floors, QString()});
        break;
    default:
        break;
    }
}

// original-2011: the room counts against the formula (docs/original-2011.md O2).
QString StatsView::origRoomNote(const FloorStats &s, const Settings &settings) {
    if (settings.ruleSet != RuleSet::Original2011 || s.floors == 0)
        return {};
    const int level = orig::levelOf(settings.stage);
    const int lo = orig::roomCount(level, 0), hi = orig::roomCount(level, 1);
    const auto share = [&](int n) {
        return QLocale().toString(
            100.0 * double(s.origFormulaRooms.bins[static_cast<std::size_t>(n)]) / double(s.floors), 'f', 1);
    };
    return tr("Original (2011): random(2) + 5 + level %1 × 2.6, rounded down, gives %2 rooms on %3% of the "
              "floors and %4 on %5%; the secret room comes on top (none on %6%).")
        .arg(level)
        .arg(lo)
        .arg(share(lo))
        .arg(hi)
        .arg(share(hi))
        .arg(QLocale().toString(100.0 * double(s.origSecretCriterion.bins[0]) / double(s.floors), 'f', 1));
}

void StatsView::showChart(Chart c) {
    m_tabs->setCurrentIndex(c);
}

QString StatsView::csv() const {
    app::StatsRunInfo info;
    info.settings = m_statsSettings;
    info.space = m_statsSpace;
    info.seeds = m_statsSeeds;
    info.threads = effectiveThreads(m_threads->value());
    return app::statsToCsv(m_stats, info);
}

bool StatsView::exportChart(const QString &fileName, QString &error) const {
    return m_charts[m_tabs->currentIndex()]->exportTo(fileName, error);
}

bool StatsView::exportCsv(const QString &fileName, QString &error) const {
    QSaveFile file(fileName);
    const QByteArray data = csv().toUtf8();
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit()) {
        error = tr("could not write \"%1\": %2").arg(fileName, file.errorString());
        return false;
    }
    return true;
}

void StatsView::exportChartDialog() {
    QString selected;
    QString name = QFileDialog::getSaveFileName(
        this, tr("Export chart"), QStringLiteral("statistics.png"),
        tr("PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)"), &selected);
    if (name.isEmpty())
        return;
    if (QFileInfo(name).suffix().isEmpty())
        name += selected.contains(QLatin1String("svg"))   ? QStringLiteral(".svg")
                : selected.contains(QLatin1String("pdf")) ? QStringLiteral(".pdf")
                                                          : QStringLiteral(".png");
    QString error;
    if (!exportChart(name, error))
        QMessageBox::warning(this, tr("Export chart"), error);
}

void StatsView::exportCsvDialog() {
    QString name = QFileDialog::getSaveFileName(this, tr("Export figures"), QStringLiteral("statistics.csv"),
                                                tr("CSV file (*.csv)"));
    if (name.isEmpty())
        return;
    QString error;
    if (!exportCsv(name, error))
        QMessageBox::warning(this, tr("Export figures"), error);
}

} // namespace floorgen::gui
