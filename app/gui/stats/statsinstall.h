#pragma once

// Hooks the statistics view and the seed search panel into the main window: two pages of the central tabs
// beside Floor and Run (installRunView() makes the tabs first), Tools > Statistics and Tools > Seed search,
// the current settings followed, search results opened.

namespace floorgen::gui {

class MainWindow;
class SearchPanel;
class StatsView;

struct StatisticsAndSearch {
    StatsView *stats = nullptr;
    SearchPanel *search = nullptr;
};

StatisticsAndSearch installStatisticsAndSearch(MainWindow &window);

} // namespace floorgen::gui
