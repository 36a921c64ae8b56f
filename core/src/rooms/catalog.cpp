#include "floorgen/catalog.h"

namespace floorgen {

const BuiltinCatalog &BuiltinCatalog::instance() {
    static const BuiltinCatalog catalog;
    return catalog;
}

} // namespace floorgen
