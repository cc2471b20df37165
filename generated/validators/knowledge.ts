/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */

import { createRequire } from 'node:module';
import type { GeneratedValidatorSet, ValidatorFactory } from './index.js';

// Each validator is a file of its own in ./knowledge/, loaded by its first call.
const requireValidator = createRequire(import.meta.url);

/** Of spec/knowledge.yaml: the parsed document these validators were compiled from. */
export const documentKey = "sbfZs9oQD0E3qoegk6qj7H7wV4nEj-UmZ8D_y1RdhcY";

/** Request parameters (coerced, as knowledge-parameters compiles them). */
export const parameters: GeneratedValidatorSet = {
  options: "6Q62PxR4Q6TfXVANh1_2k6eN",
  keys: [
    "AaAOEauZZ7eGdGuC8ZgJjeNS",
    "_xstiFfI5KLNh7Vmp5jF0c2T",
  ],
  load: (key) => requireValidator(`./knowledge/parameters-${key}.cjs`) as ValidatorFactory,
};

/** Request and response bodies (as knowledge-bodies compiles them). */
export const bodies: GeneratedValidatorSet = {
  options: "FDp7x_OhuDMPPVNgQTH9zaBw",
  keys: [
    "54NJiUhNtrzb6Gxz8EvxVZaW",
    "AEBOaGQVNw8XEcTXrPopBURN",
    "Bg5dUTL8TqVAOzgDe5ouwq6t",
    "JGGtYLH9_sdv5TXyNOuwztDp",
    "P56BlDKm5Fic567aJ6VvAIWA",
    "USgroXlSGGQz9aukV5-2GkcZ",
    "XrtGgy6MMrY_Rx3CYRfHOXJF",
    "ZnwVBAqb8F2D0Ajqp8PsStgx",
    "_GKH8yxJ8dQvXrYlKWB_mSbk",
    "nbkPCbB_9Y7LjZglwGpYVUTq",
    "tISQYLCPr9GOQQkAc4VoW5z8",
    "vGrj2gw9TtUMU7A9aRYbqfxi",
    "x8POu4DjYbV5aujwzDs9Iui8",
  ],
  load: (key) => requireValidator(`./knowledge/bodies-${key}.cjs`) as ValidatorFactory,
};
