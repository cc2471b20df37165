/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */

import { createRequire } from 'node:module';
import type { GeneratedValidatorSet, ValidatorFactory } from './index.js';

// Each validator is a file of its own in ./crawler/, loaded by its first call.
const requireValidator = createRequire(import.meta.url);

/** Of spec/crawler.yaml: the parsed document these validators were compiled from. */
export const documentKey = "u1bzs1-C4zaOIYD_krfNZ9cHa4YE0KGQh773uWvDOCE";

/** Request parameters (coerced, as crawler-parameters compiles them). */
export const parameters: GeneratedValidatorSet = {
  options: "6Q62PxR4Q6TfXVANh1_2k6eN",
  keys: [
    "AaAOEauZZ7eGdGuC8ZgJjeNS",
    "VN65Lq7evI2pOIssjG9cYvgn",
    "_xstiFfI5KLNh7Vmp5jF0c2T",
  ],
  load: (key) => requireValidator(`./crawler/parameters-${key}.cjs`) as ValidatorFactory,
};

/** Request and response bodies (as crawler-bodies compiles them). */
export const bodies: GeneratedValidatorSet = {
  options: "FDp7x_OhuDMPPVNgQTH9zaBw",
  keys: [
    "0TqqGnkVIHdKe3kuHD5HIW85",
    "15A46r-lysm_jCleP9VvdLRk",
    "9Q8qQghtVNwr09ELNfzTw1D9",
    "AEBOaGQVNw8XEcTXrPopBURN",
    "Cx8GD45LQtFW4SGeCYZdljxw",
    "DIAR_yVErF9rWVU2JLamB-LX",
    "EUuPyR_4_yvxJlWfI3kVFAXB",
    "KDqW7iJ-2aSRrcMlFz_57DfR",
    "QbXE4yaU2UsvvAl-_Z-yRLBV",
    "Sc8hNuyF-r-qTVpLrNKslMrW",
    "UHCr2JYINmtCFHV5t7b3IG2y",
    "V7ZtPpZFd-jmIJNzkqXMjMP2",
    "WzCVcOHemoykf0Lfy2QLsDXT",
    "ekFP-r3iyqHVlxCuebM6CrP-",
    "fdlFx-o54sLqcO486zaGG-pV",
    "jBKP3xumy8mYPVpFuGRlszTJ",
    "r4bCwekSKhmuCbS6A2-8iAYE",
    "xY2YGp0GgcP3QSnFX5sP2-kw",
    "zZZ4BVRb_YV0H0opkI3SvDIN",
  ],
  load: (key) => requireValidator(`./crawler/bodies-${key}.cjs`) as ValidatorFactory,
};
