// The parse floor of trellis-floor, with simdjson's On-Demand API instead of Trellis's
// RowScanner: every table row's template name and data values read from each document
// (one per line) of the files in DIR, nothing kept. Measured once to choose the fast
// path's parser (bench/RESULTS.md); not part of compare.sh.
//
//   g++ -O3 -march=native -std=c++17 floor.cpp -lsimdjson -o floor   (libsimdjson-dev)
//   ./floor DIR        → FLOOR <rows> <best seconds of 5>
#include <simdjson.h>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

int main(int argc, char **argv) {
    if (argc != 2) { std::cerr << "usage: floor DIR\n"; return 2; }
    std::vector<std::string> files;
    for (auto &entry : std::filesystem::directory_iterator(argv[1])) files.push_back(entry.path());
    simdjson::ondemand::parser parser;
    double best = 1e9;
    long rows = 0;
    for (int round = 0; round < 5; round++) {
        auto start = std::chrono::steady_clock::now();
        rows = 0;
        double sink = 0;
        for (auto &file : files) {
            simdjson::padded_string text = simdjson::padded_string::load(file);
            size_t begin = 0;
            while (begin < text.size()) {
                const char *found = static_cast<const char *>(memchr(text.data() + begin, '\n', text.size() - begin));
                size_t end = found ? size_t(found - text.data()) : text.size();
                // The rest of the file's padded buffer is the line's padding.
                auto document = parser.iterate(text.data() + begin, end - begin, text.size() + simdjson::SIMDJSON_PADDING - begin);
                for (auto table : document["tables"].get_array()) {
                    for (auto row : table["rows"].get_array()) {
                        for (auto field : row.get_object()) {
                            std::string_view key = field.unescaped_key();
                            if (key == "template") {
                                sink += std::string_view(field.value().get_string()).size();
                            } else if (key == "data") {
                                for (auto member : field.value().get_object()) {
                                    sink += member.unescaped_key().value().size();
                                    auto value = member.value();
                                    if (value.type() == simdjson::ondemand::json_type::number) sink += double(value.get_double());
                                    else sink += std::string_view(value.get_string()).size();
                                }
                            }
                        }
                        rows++;
                    }
                }
                begin = end + 1;
            }
        }
        double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (seconds < best) best = seconds;
        if (sink == 42) std::cerr << "";
    }
    std::printf("FLOOR %ld %.6f\n", rows, best);
}
