import v8 from "node:v8";

// A CLI opens the embedded database, runs a statement or two and exits. V8's optimizing compiler would then
// compile PostgreSQL's WebAssembly a second time for nothing: the baseline compiler alone opens it with about 40%
// less CPU (4.4 against 2.6 core-seconds here). Long-running servers keep both tiers.
v8.setFlagsFromString("--liftoff-only");
