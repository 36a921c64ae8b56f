#pragma once

// File > Export…: where to, which format, and how the picture looks. The last folder and the options are kept
// in AppSettings (the export/… keys) between sessions.

#include "floorexport.h"

#include <functional>

#include <QDialog>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace floorgen::app {
class AppSettings;
}

namespace floorgen::gui {

// What the user chose: the options, the file and which frame.
struct ExportChoice {
    app::ExportOptions options;
    QString fileName;
    bool currentFrame = false; // the step-through frame shown; false: the final floor
    bool rewards = false;      // the reward icons of "Show rewards on the map" go into the picture
    bool rewardsShown = false; // the map shows reward icons (else the choice above is disabled)
    bool everyFloor = false;   // the run view's export: every floor of the run, one a page of a PDF
};

// What the run view exports (runview.h): its sheet of floors as one picture, or every floor a page.
struct RunExport {
    int floors = 0;
    QString defaultCaption; // "The floors of seed B91Y 9THH"
    // The sheet as the export paints it with these options (its size at scale 1 and how to paint it).
    std::function<app::ExportPicture(const app::ExportOptions &)> picture;
};

class ExportDialog : public QDialog {
    Q_OBJECT

public:
    // `item` is what a "final floor" export paints (for the size shown and the default caption);
    // `stepping` enables the choice of the step-through frame.
    ExportDialog(const app::ExportItem &item, bool stepping, QWidget *parent = nullptr);
    // The run view's export: "The run view, one picture" (PNG, SVG or PDF) or "Every floor, one a page"
    // (PDF).
    explicit ExportDialog(const RunExport &run, QWidget *parent = nullptr);

    ExportChoice choice() const;
    void setChoice(const ExportChoice &choice);

    // The options and folder kept in the settings; the file name proposed is `suggestedName` in that folder.
    static ExportChoice loadChoice(const app::AppSettings &settings, const QString &suggestedName);
    static void saveChoice(app::AppSettings &settings, const ExportChoice &choice);
    // "B91Y9THH-2" for seed B91Y 9THH on stage 2; "stage-seed-77-1" for a stage seed.
    static QString suggestedBaseName(const Floor &floor);
    // Where exports go by default: the platform's pictures folder (created when missing), else the home
    // folder.
    static QString defaultFolder();

    void accept() override;

private:
    void build();
    void browse();
    void formatChosen();
    void fileNameEdited();
    void updateState();

    app::ExportItem m_item;
    bool m_stepping = false;
    std::optional<RunExport> m_run;
    QString m_confirmedFile; // chosen in the file dialog, which already asked before replacing it
    QLineEdit *m_file = nullptr;
    QPushButton *m_browse = nullptr;
    QComboBox *m_format = nullptr;
    QRadioButton *m_byScale = nullptr;
    QRadioButton *m_bySize = nullptr;
    QDoubleSpinBox *m_scale = nullptr;
    QSpinBox *m_width = nullptr;
    QSpinBox *m_height = nullptr;
    QLabel *m_sizeNote = nullptr;
    QComboBox *m_theme = nullptr;
    QCheckBox *m_transparent = nullptr;
    QCheckBox *m_legend = nullptr;
    QCheckBox *m_caption = nullptr;
    QLineEdit *m_captionText = nullptr;
    QCheckBox *m_deadEnds = nullptr;
    QCheckBox *m_hidden = nullptr;
    QCheckBox *m_provenance = nullptr;
    QCheckBox *m_fit = nullptr;
    QCheckBox *m_rewards = nullptr;
    bool m_rewardsShown = false;
    QRadioButton *m_finalFloor = nullptr;
    QRadioButton *m_frame = nullptr;
    QPushButton *m_ok = nullptr;
};

} // namespace floorgen::gui
