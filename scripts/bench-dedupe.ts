/**
 * Benchmark of checkDuplicate at its limit: 10,000 existing bodies of 1 KB each.
 * Run: npx tsx scripts/bench-dedupe.ts [runs] [--accents]
 * (--accents mixes in words such as "café" and "über", so every body takes the non-ASCII
 * normalisation path.)
 *
 * Input is built from a seeded PRNG, so every run sees the same text. Prints the median
 * of several timed runs (after warm-up) and its ratio to a baseline measured in the same
 * process on the same input, sha256 of each of the 10,000 bodies, so the figure can be
 * compared across machines of different speed. The target is a median under 250 ms on a
 * 2-core machine; nothing here asserts it.
 */
import { createHash } from 'node:crypto';
import { checkDuplicate, MAX_EXISTING_BODIES } from '../src/services/crawler/dedupe.js';
import { mulberry32 } from '../src/seeded-random.js';

const BODY_BYTES = 1024;
const runs = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 11);
const accents = process.argv.includes('--accents');

// Seeded, so every run makes the same varied text.
const prng = mulberry32;

const WORDS = (
  'the of and to in is that for it as was with be by on not he this are or his from at which but have an they ' +
  'you were her all she there would their we him been has when who will more no if out so said what up its about ' +
  'into than them can only other new some could time these two may then do first any my now such like our over ' +
  'man me even most made after also did many before must through back years where much your way well down should ' +
  'because each just those people how too little state good very make world still own see men work long get here ' +
  'between both life being under never day same another know while last might us great old year off come since ' +
  'against go came right used take three crawler market price report company product search page source update ' +
  'weather football election science health travel music review recipe garden software network energy'
).split(' ');
if (accents) WORDS.push('café', 'naïve', 'über', 'façade', 'jalapeño', 'Ångström', '“quoted”', 'résumé');

function makeBody(random: () => number): string {
  const parts: string[] = [];
  let length = 0;
  let sentenceStart = true;
  while (length < BODY_BYTES) {
    let word = WORDS[Math.floor(random() * WORDS.length)];
    if (sentenceStart) word = word[0].toUpperCase() + word.slice(1);
    sentenceStart = random() < 0.08;
    if (sentenceStart) word += '.';
    else if (random() < 0.05) word += ',';
    parts.push(word);
    length += word.length + 1;
  }
  return parts.join(' ').slice(0, BODY_BYTES);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function time(fn: () => void): number {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const random = prng(20260329);
// Through JSON, as a request body arrives: flat strings, not slices of the generator's.
const existingBodies: string[] = JSON.parse(JSON.stringify(Array.from({ length: MAX_EXISTING_BODIES }, () => makeBody(random))));
const body = makeBody(random);
const input = { title: 'Benchmark candidate', body, existingBodies };

const baseline = () => {
  for (const text of existingBodies) createHash('sha256').update(text, 'utf8').digest('hex');
};

// Warm-up: let V8 optimise both paths before timing.
for (let i = 0; i < 3; i++) {
  baseline();
  checkDuplicate(input);
}

const checkTimes: number[] = [];
const baselineTimes: number[] = [];
let result = checkDuplicate(input);
for (let i = 0; i < runs; i++) {
  baselineTimes.push(time(baseline));
  checkTimes.push(time(() => (result = checkDuplicate(input))));
}

const checkMedian = median(checkTimes);
const baselineMedian = median(baselineTimes);
console.log(`input: ${existingBodies.length} existing bodies of ${BODY_BYTES} chars${accents ? ' with accented words' : ''}, ${runs} timed runs`);
console.log(`checkDuplicate median: ${checkMedian.toFixed(1)} ms (min ${Math.min(...checkTimes).toFixed(1)}, max ${Math.max(...checkTimes).toFixed(1)})`);
console.log(`baseline (sha256 of each body) median: ${baselineMedian.toFixed(1)} ms`);
console.log(`ratio to baseline: ${(checkMedian / baselineMedian).toFixed(2)}x`);
console.log(`best match: ${JSON.stringify(result.bestMatch)}, likely duplicate: ${result.isLikelyDuplicate}`);
