// The Trellis half of compare.sh; kiwi/harness.cpp is the other half and takes the same
// options and prints the same lines.
//
//   trellis-compare [--specs DIR] --workload NAME [--rounds R] [--budget SECONDS]
//       RESULT NAME <ops per second, best round> <ops in that round> <checksum>
//   trellis-compare [--specs DIR] --dump NAME [--ops K]
//       VALUE NAME <op> <variable> <value>   (every variable after each of the first K ops)
import BenchWorkloads
import Foundation

var options: [String: String] = [:]
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    guard flag.hasPrefix("--"), let value = arguments.popFirst() else {
        FileHandle.standardError.write("usage: trellis-compare [--specs DIR] (--workload NAME | --dump NAME) [--rounds R] [--budget S] [--ops K]\n".data(using: .utf8)!)
        exit(2)
    }
    options[String(flag.dropFirst(2))] = value
}

let name = options["workload"] ?? options["dump"] ?? ""
guard let workload = Workload.named(name) else {
    FileHandle.standardError.write("trellis-compare: unknown workload '\(name)'\n".data(using: .utf8)!)
    exit(1)
}
let spec: Spec
do {
    spec = try workload.loadSpec(from: options["specs"] ?? Workload.specDirectory)
} catch {
    FileHandle.standardError.write("trellis-compare: \(error)\n".data(using: .utf8)!)
    exit(1)
}

if options["workload"] != nil {
    let result = measure(
        Runner(workload, spec: spec),
        rounds: Int(options["rounds"] ?? "") ?? 5,
        budget: Double(options["budget"] ?? "") ?? 0.2)
    print("RESULT \(workload.name) \(String(format: "%.1f", result.opsPerSecond)) \(result.ops) \(result.checksum)")
} else {
    var out = ""
    for row in Runner.dump(workload, spec: spec, ops: Int(options["ops"] ?? "") ?? 32) {
        out += "VALUE \(workload.name) \(row.op) \(row.variable) \(row.value)\n"
    }
    print(out, terminator: "")
}
