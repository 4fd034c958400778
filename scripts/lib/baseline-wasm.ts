import v8 from "node:v8";

// A CLI opens the embedded database, runs a statement or two and exits. V8's optimizing compiler would compile
// PostgreSQL's WebAssembly a second time for nothing: the baseline compiler alone opens it with less CPU (the
// commit that added this line has the figures). Servers keep both tiers.
v8.setFlagsFromString("--liftoff-only");
