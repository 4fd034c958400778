/**
 * A PostgreSQL WAL position (`pg_lsn`, written `16/B374D848`) as a number, so that positions read from two servers
 * compare: the high and low 32-bit halves in hexadecimal.
 */
export function parseLsn(text: string): bigint {
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text.trim());
  if (!match) throw new Error(`Not a WAL position: ${text}`);
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}
