/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */

import { createRequire } from 'node:module';
import type { GeneratedValidatorSet, ValidatorFactory } from './index.js';

// Each validator is a file of its own in ./marketing/, loaded by its first call.
const requireValidator = createRequire(import.meta.url);

/** Of spec/marketing.yaml: the parsed document these validators were compiled from. */
export const documentKey = "pI0JN5KnvTWM8XLhLR-G6iiTyxZa9ux0yyRhoPyRm6U";

/** Request parameters (coerced, as marketing-parameters compiles them). */
export const parameters: GeneratedValidatorSet = {
  options: "6Q62PxR4Q6TfXVANh1_2k6eN",
  keys: [
    "0Tl4iwGA_5XLUACZuM7ahx4q",
    "AaAOEauZZ7eGdGuC8ZgJjeNS",
    "H7mdwAUkMqfWP4NrQUa-jpAQ",
    "Y0BsvIv1FxRmiDZOJ71t7rjd",
    "_xstiFfI5KLNh7Vmp5jF0c2T",
    "jcdm49tKXZFm8raTDk_EGB8j",
    "nY1yHWYhJnMUzjfW6aSY73fb",
    "rl5TAcivcG6CVvoz3WYKJ9rD",
    "wxmlfhOt5DxavxJ_tVkvDyPE",
  ],
  load: (key) => requireValidator(`./marketing/parameters-${key}.cjs`) as ValidatorFactory,
};

/** Request and response bodies (as marketing-bodies compiles them). */
export const bodies: GeneratedValidatorSet = {
  options: "FDp7x_OhuDMPPVNgQTH9zaBw",
  keys: [
    "2jxc72ipankWxcUE8k-1xWAt",
    "AEBOaGQVNw8XEcTXrPopBURN",
    "CydBemHbXBzx7scrLAPDkcsv",
    "D1pZsCCF_SEnR6_8jMQSF4jw",
    "JeTTQv13lZodW4hwnAERYSXI",
    "Mw1wUAlisnB9IZTQYF0euSaB",
    "PI6N7V8VFldRpA58oqEPycbW",
    "Rd7KdKxkBlp698ShFmRIr5Vs",
    "XS8vYH29HT9SKXD7BgLfVDD_",
    "_s-EiMOIhw7EzqlytYji1SS3",
    "csSwo63QJeOpx6uACLuRGrGR",
    "eKb4JEAVyxP-DSCMcgIoBEHY",
    "g7ZOKw7E55a3hC_R2K1CrbUg",
  ],
  load: (key) => requireValidator(`./marketing/bodies-${key}.cjs`) as ValidatorFactory,
};
