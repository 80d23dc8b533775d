// Manages the keys that nodes with REDIS_URL share (see server/key-store-redis.ts):
//   REDIS_URL=redis://host:6379 npx tsx server/key-store-cli.ts add KEY [rps=N] [daily=N] [name=LABEL]
//   ... remove KEY | import API_KEYS_FILE | list
// Redis receives only digests; every change is announced so the nodes reload at once.
import { readFileSync } from 'node:fs';
import { keyDigest, keyEntry, parseKeysFile, type KeyEntry } from './api-keys.ts';
import { connectRedis, formatKeyOptions, KEYS_CHANNEL, KEYS_HASH } from './key-store-redis.ts';

const USAGE = 'usage: key-store-cli.ts add KEY [rps=N] [daily=N] [name=LABEL] | remove KEY | import FILE | list';

async function main(args: string[]): Promise<void> {
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('REDIS_URL is not set');
  const [command, arg, ...options] = args;
  let entries: KeyEntry[] = [];
  if (command === 'add' && arg) entries = [keyEntry(keyDigest(arg), options, 'arguments')];
  else if (command === 'import' && arg) entries = parseKeysFile(readFileSync(arg, 'utf8'), arg);
  else if (!(command === 'remove' && arg) && command !== 'list') throw new Error(USAGE);

  const redis = await connectRedis(url);
  try {
    if (command === 'list') {
      for (const [hex, value] of Object.entries(await redis.hgetall(KEYS_HASH))) console.log(`sha256:${hex.slice(0, 8)}  ${value}`);
      return;
    }
    if (command === 'remove') await redis.hdel(KEYS_HASH, keyDigest(arg).toString('hex'));
    for (const { digest, key } of entries) await redis.hset(KEYS_HASH, digest.toString('hex'), formatKeyOptions(key));
    await redis.publish(KEYS_CHANNEL, command);
    console.log(`${command}: ${command === 'remove' ? 1 : entries.length} key(s)`);
  } finally {
    redis.disconnect();
  }
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
