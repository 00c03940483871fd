import Foundation
import Workloads

// Runs one workload a given number of times, for callgrind to count the instructions
// (Benchmarks/instruction-counts runs it twice and takes the difference, so setup cancels out).
//
//   instruction-counts                 lists the workloads and their run counts
//   instruction-counts NAME RUNS       prepares NAME, then runs it RUNS times

let workloads =
  Workload.frames.map { ("Frame: " + $0.name, $0) } + Workload.masonry.map { ("MasonryLayout " + $0.name, $0) }
let arguments = CommandLine.arguments.dropFirst()
if arguments.isEmpty {
  for (name, workload) in workloads { print("\(workload.instructionCountRuns)\t\(name)") }
} else if arguments.count == 2, let runs = Int(arguments.last ?? ""), runs >= 0,
  let workload = workloads.first(where: { $0.0 == arguments.first })?.1
{
  var operation = workload.prepare()
  operation.run(times: runs)
} else {
  print("usage: instruction-counts [NAME RUNS]  (no arguments lists the names)")
  exit(64)
}
