#pragma once

// test_floorjson's tables (floorjsoncases.cpp): the writer's and the text escapes' rows checked there, the
// reader's and batchLine's rows added as QTest data (columns "text", "expected"; "line", "expected",
// "failed").

void testWriter();
void addReaderRows();
void testRepeatedKey();
void testEscapes();
void addBatchLineRows();
