-- No schema change. Applying this marks the data step of src/server/db/data-steps.ts as due: markdown stored before
-- every write made it inert (raw HTML, links of other schemes) is made inert, as a parser must decide what is markup.
SELECT 1;
