// The kiwi half of compare.sh: runs the workloads of ../workloads/ through kiwi's C++ API.
// Its twin is Sources/BenchWorkloads (Trellis); both read the same spec files, run the same
// ops in the same order and print the same lines, so compare.sh can put them side by side
// and check that they computed the same values.
//
//   harness --specs DIR --workload NAME --rounds R --budget SECONDS
//       RESULT NAME <ops per second, best round> <ops in that round> <checksum>
//   harness --specs DIR --dump NAME --ops K
//       VALUE NAME <op> <variable> <value>   (every variable after each of the first K ops)
//
// Build: g++ -O3 -march=native -std=c++17 -I <kiwisolver source dir> harness.cpp

#include <kiwi/kiwi.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

// MARK: The spec (the format is described in ../README.md)

struct SpecTerm {
    int index;  // a variable, or a parameter for Constraint::parameterTerms
    double coefficient;
};

struct SpecConstraint {
    std::vector<SpecTerm> terms;
    std::vector<SpecTerm> parameterTerms;
    double constant = 0;
    kiwi::RelationalOperator relation = kiwi::OP_EQ;
    double strength = kiwi::strength::required;
};

struct Series {
    int index;  // variable or parameter
    std::vector<double> values;
    double at(long op) const { return values[static_cast<size_t>(op % static_cast<long>(values.size()))]; }
};

struct Step {
    enum Kind { edit, parameter, constraint } kind;
    int index;
    double strength;
};

struct Spec {
    std::vector<std::string> variables;
    std::map<std::string, int> variableIndex;
    std::map<std::string, double> strengths = {
        {"required", kiwi::strength::required},
        {"strong", kiwi::strength::strong},
        {"medium", kiwi::strength::medium},
        {"weak", kiwi::strength::weak},
    };
    std::vector<std::string> parameterNames;
    std::map<std::string, int> parameterIndex;
    std::vector<Series> parameters;
    double parameterEditStrength = kiwi::strength::strong;
    std::vector<SpecConstraint> constraints;
    std::vector<Step> steps;
    std::vector<Series> suggestions;
    std::vector<int> outputs;
};

[[noreturn]] void fail(const std::string& where, const std::string& message) {
    throw std::runtime_error(where + ": " + message);
}

bool parseNumber(const std::string& token, double& out) {
    if (token.empty()) return false;
    char* end = nullptr;
    out = std::strtod(token.c_str(), &end);
    return end == token.c_str() + token.size();
}

int lookup(const std::map<std::string, int>& table, const std::string& name, const std::string& where) {
    auto found = table.find(name);
    if (found == table.end()) fail(where, "unknown name '" + name + "'");
    return found->second;
}

double strengthNamed(const Spec& spec, const std::string& name, const std::string& where) {
    auto found = spec.strengths.find(name);
    if (found == spec.strengths.end()) fail(where, "unknown strength '" + name + "'");
    return found->second;
}

// Adds `sign × side` to `c`: a side is `[-]term {(+|-) term}`, a term is `NUMBER`,
// `NAME`, `$PARAM` or `NUMBER*NAME` / `NUMBER*$PARAM`, and a leading `-` negates a term.
void addSide(const Spec& spec, const std::vector<std::string>& tokens, double sign, SpecConstraint& c,
             const std::string& where) {
    double next = 1;
    bool expectTerm = true;
    for (const std::string& raw : tokens) {
        if (!expectTerm) {
            if (raw == "+") next = 1;
            else if (raw == "-") next = -1;
            else fail(where, "expected + or - before '" + raw + "'");
            expectTerm = true;
            continue;
        }
        std::string token = raw;
        double coefficient = sign * next;
        if (!token.empty() && token[0] == '-') {
            coefficient = -coefficient;
            token.erase(0, 1);
        }
        double number;
        if (parseNumber(token, number)) {
            c.constant += coefficient * number;
        } else {
            std::string name = token;
            size_t star = token.find('*');
            if (star != std::string::npos) {
                if (!parseNumber(token.substr(0, star), number)) fail(where, "bad coefficient in '" + raw + "'");
                coefficient *= number;
                name = token.substr(star + 1);
            }
            if (!name.empty() && name[0] == '$')
                c.parameterTerms.push_back({lookup(spec.parameterIndex, name.substr(1), where), coefficient});
            else
                c.terms.push_back({lookup(spec.variableIndex, name, where), coefficient});
        }
        expectTerm = false;
    }
    if (expectTerm) fail(where, "expression ends without a term");
}

Spec parseSpec(const std::string& path) {
    std::ifstream file(path);
    if (!file) fail(path, "cannot open");
    Spec spec;
    std::string line;
    int lineNumber = 0;
    while (std::getline(file, line)) {
        ++lineNumber;
        const std::string where = path + ":" + std::to_string(lineNumber);
        line = line.substr(0, line.find('#'));
        std::istringstream words(line);
        std::vector<std::string> tokens;
        for (std::string word; words >> word;) tokens.push_back(word);
        if (tokens.empty()) continue;
        const std::string& keyword = tokens[0];
        auto series = [&](int index) {
            Series s{index, {}};
            for (size_t k = 2; k < tokens.size(); ++k) {
                double value;
                if (!parseNumber(tokens[k], value)) fail(where, "bad number '" + tokens[k] + "'");
                s.values.push_back(value);
            }
            if (s.values.empty()) fail(where, "no values");
            return s;
        };
        if (keyword == "var") {
            for (size_t k = 1; k < tokens.size(); ++k) {
                if (spec.variableIndex.count(tokens[k])) fail(where, "duplicate variable " + tokens[k]);
                spec.variableIndex[tokens[k]] = static_cast<int>(spec.variables.size());
                spec.variables.push_back(tokens[k]);
            }
        } else if (keyword == "strength" && tokens.size() == 3) {
            double weight;
            if (!parseNumber(tokens[2], weight)) fail(where, "bad weight");
            spec.strengths[tokens[1]] = kiwi::strength::clip(weight);
        } else if (keyword == "edit" && tokens.size() == 3) {
            spec.steps.push_back({Step::edit, lookup(spec.variableIndex, tokens[1], where),
                                  strengthNamed(spec, tokens[2], where)});
        } else if (keyword == "paramedit" && tokens.size() == 2) {
            spec.parameterEditStrength = strengthNamed(spec, tokens[1], where);
        } else if (keyword == "param" && tokens.size() >= 3) {
            int index = static_cast<int>(spec.parameters.size());
            spec.parameterIndex[tokens[1]] = index;
            spec.parameterNames.push_back(tokens[1]);
            spec.parameters.push_back(series(index));
            spec.steps.push_back({Step::parameter, index, spec.parameterEditStrength});
        } else if (keyword == "suggest" && tokens.size() >= 3) {
            spec.suggestions.push_back(series(lookup(spec.variableIndex, tokens[1], where)));
        } else if (keyword == "output") {
            for (size_t k = 1; k < tokens.size(); ++k) spec.outputs.push_back(lookup(spec.variableIndex, tokens[k], where));
        } else if (keyword == "c" && tokens.size() >= 5 && tokens[1].back() == ':') {
            SpecConstraint c;
            c.strength = strengthNamed(spec, tokens[1].substr(0, tokens[1].size() - 1), where);
            size_t rel = 2;
            while (rel < tokens.size() && tokens[rel] != "==" && tokens[rel] != ">=" && tokens[rel] != "<=") ++rel;
            if (rel == tokens.size()) fail(where, "no relation (==, >=, <=)");
            c.relation = tokens[rel] == "==" ? kiwi::OP_EQ : tokens[rel] == ">=" ? kiwi::OP_GE : kiwi::OP_LE;
            addSide(spec, std::vector<std::string>(tokens.begin() + 2, tokens.begin() + rel), 1, c, where);
            addSide(spec, std::vector<std::string>(tokens.begin() + rel + 1, tokens.end()), -1, c, where);
            spec.steps.push_back({Step::constraint, static_cast<int>(spec.constraints.size()), c.strength});
            spec.constraints.push_back(std::move(c));
        } else {
            fail(where, "cannot read '" + line + "'");
        }
    }
    return spec;
}

// MARK: Workloads

// A solver holding a spec's system. In `scratch` form the parameters of op `op` are
// folded into the constants; otherwise each parameter is an edit variable.
struct Instance {
    kiwi::Solver solver;
    std::vector<kiwi::Variable> variables;
    std::vector<kiwi::Variable> parameters;

    Instance(const Spec& spec, bool scratch, long op) : variables(spec.variables.size()) {
        if (!scratch) parameters.resize(spec.parameters.size());
        std::vector<kiwi::Term> terms;
        for (const Step& step : spec.steps) {
            switch (step.kind) {
            case Step::edit:
                solver.addEditVariable(variables[step.index], step.strength);
                break;
            case Step::parameter:
                if (!scratch) solver.addEditVariable(parameters[step.index], step.strength);
                break;
            case Step::constraint: {
                const SpecConstraint& c = spec.constraints[step.index];
                terms.clear();
                for (const SpecTerm& t : c.terms) terms.emplace_back(variables[t.index], t.coefficient);
                double constant = c.constant;
                for (const SpecTerm& t : c.parameterTerms) {
                    if (scratch) constant += t.coefficient * spec.parameters[t.index].at(op);
                    else terms.emplace_back(parameters[t.index], t.coefficient);
                }
                solver.addConstraint(kiwi::Constraint(kiwi::Expression(terms, constant), c.relation, c.strength));
                break;
            }
            }
        }
    }

    // One edit op: the parameters' and suggestions' values for `op`, then the update.
    void suggest(const Spec& spec, long op) {
        for (const Series& p : spec.parameters) solver.suggestValue(parameters[p.index], p.at(op));
        for (const Series& s : spec.suggestions) solver.suggestValue(variables[s.index], s.at(op));
        solver.updateVariables();
    }

    double outputs(const Spec& spec) const {
        double sum = 0;
        for (int index : spec.outputs) sum += variables[index].value();
        return sum;
    }
};

struct Workload {
    const char* name;
    const char* spec;
    bool build;  // build from scratch per op; otherwise edit one built solver per op
};

const Workload workloads[] = {
    {"enaml-build", "enaml.txt", true},
    {"enaml-suggest", "enaml.txt", false},
    {"feedcell-scratch", "feedcell.txt", true},
    {"feedcell-reuse", "feedcell.txt", false},
    // kiwi has no batch path; its best per-cell path is the edited solver.
    {"feedcell-batch", "feedcell.txt", false},
    // Generated by compare.sh (many-views.py kiwi-chained): one screen of chained views.
    {"chained-views", "chained-views.txt", true},
};

const Workload& workloadNamed(const std::string& name) {
    for (const Workload& w : workloads)
        if (name == w.name) return w;
    fail("workload", "unknown workload '" + name + "'");
}

// Runs ops op, op+1, … and returns the sum of their outputs.
struct Runner {
    const Spec& spec;
    std::unique_ptr<Instance> edited;  // null for the build workloads
    long op = 0;

    Runner(const Spec& spec, bool build)
        : spec(spec), edited(build ? nullptr : std::make_unique<Instance>(spec, false, 0)) {}

    double run(long count) {
        double sum = 0;
        for (long k = 0; k < count; ++k, ++op) {
            if (edited) {
                edited->suggest(spec, op);
                sum += edited->outputs(spec);
            } else {
                Instance instance(spec, true, op);
                instance.solver.updateVariables();
                sum += instance.outputs(spec);
            }
        }
        return sum;
    }
};

double now() {
    using namespace std::chrono;
    return duration<double>(steady_clock::now().time_since_epoch()).count();
}

void measure(const Spec& spec, const Workload& workload, int rounds, double budget) {
    Runner runner(spec, workload.build);
    double checksum = runner.run(1);
    // Batches long enough that reading the clock costs nothing.
    long batch = 1;
    for (;;) {
        double start = now();
        checksum += runner.run(batch);
        if (now() - start > 0.002) break;
        batch *= 2;
    }
    double best = 0;
    long bestOps = 0;
    for (int round = 0; round < rounds; ++round) {
        long ops = 0;
        double start = now(), elapsed = 0;
        do {
            checksum += runner.run(batch);
            ops += batch;
            elapsed = now() - start;
        } while (elapsed < budget);
        if (ops / elapsed > best) {
            best = ops / elapsed;
            bestOps = ops;
        }
    }
    std::printf("RESULT %s %.1f %ld %.17g\n", workload.name, best, bestOps, checksum);
}

void dump(const Spec& spec, const Workload& workload, long ops) {
    Instance edited(spec, false, 0);
    for (long op = 0; op < ops; ++op) {
        std::unique_ptr<Instance> scratch;
        Instance* instance = &edited;
        if (workload.build) {
            scratch = std::make_unique<Instance>(spec, true, op);
            instance = scratch.get();
            instance->solver.updateVariables();
        } else {
            instance->suggest(spec, op);
        }
        for (size_t v = 0; v < spec.variables.size(); ++v)
            std::printf("VALUE %s %ld %s %.17g\n", workload.name, op, spec.variables[v].c_str(),
                        instance->variables[v].value());
    }
}

}  // namespace

int main(int argc, char** argv) {
    std::string specs = ".", workload, dumped;
    int rounds = 5;
    double budget = 0.2;
    long ops = 32;
    for (int k = 1; k + 1 < argc; k += 2) {
        std::string flag = argv[k], value = argv[k + 1];
        if (flag == "--specs") specs = value;
        else if (flag == "--workload") workload = value;
        else if (flag == "--dump") dumped = value;
        else if (flag == "--rounds") rounds = std::atoi(value.c_str());
        else if (flag == "--budget") budget = std::atof(value.c_str());
        else if (flag == "--ops") ops = std::atol(value.c_str());
        else {
            std::fprintf(stderr, "unknown option %s\n", flag.c_str());
            return 2;
        }
    }
    try {
        const std::string& name = workload.empty() ? dumped : workload;
        const Workload& w = workloadNamed(name);
        Spec spec = parseSpec(specs + "/" + w.spec);
        if (!workload.empty()) measure(spec, w, rounds, budget);
        else dump(spec, w, ops);
    } catch (const std::exception& error) {
        std::fprintf(stderr, "kiwi harness: %s\n", error.what());
        return 1;
    }
    return 0;
}
