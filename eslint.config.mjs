// ESLint flat config: typescript-eslint's recommended set plus the rules issue 29 asks for (no floating
// promises, no unused code, consistent type imports, a line length). Run with `npm run lint`.
// Of the type-aware rules only the two promise rules are on: recommendedTypeChecked's no-unsafe-* family
// reports every read of a supertest `res.body` (typed any) and would turn the tests into casts.
import js from '@eslint/js';
import stylistic from '@stylistic/eslint-plugin';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

/** Lines of at most 160 characters; a long string, template, regular expression or URL is left whole. */
const maxLen = ['error', { code: 160, ignoreUrls: true, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true }];

export default defineConfig(
  {
    // An `eslint-disable` comment that no longer silences anything is an error, so each one keeps meaning something.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    // Generated or built output is checked by its own tools (check:generated, tsc), never by hand-written rules.
    ignores: ['build/**', 'generated/**', 'node_modules/**', 'dist/**', 'coverage/**', 'data/**', '.tmp/**', '.scratch-contract/**', '**/clients/**'],
  },
  {
    files: ['src/**/*.ts', 'scripts/**/*.ts', 'test/**/*.ts'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@stylistic': stylistic },
    rules: {
      // A promise nobody awaits loses its rejection; fire-and-forget must be written `void p`.
      '@typescript-eslint/no-floating-promises': 'error',
      // The same mistake through a callback: an async function where a void-returning one is expected.
      '@typescript-eslint/no-misused-promises': 'error',
      // Unused code: a leading underscore marks a parameter or binding kept on purpose (a signature, a rest-omit).
      '@typescript-eslint/no-unused-vars': ['error', {
        argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true,
      }],
      // verbatimModuleSyntax keeps a value import at run time; type-only imports say so, as `import type` (the house form).
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', fixStyle: 'separate-type-imports' }],
      '@stylistic/max-len': maxLen,
    },
  },
  {
    files: ['test/**/*.ts'],
    rules: {
      // chai's property assertions (`expect(x).to.be.true`, `.to.be.empty`) are expressions by design.
      '@typescript-eslint/no-unused-expressions': 'off',
    },
  },
  {
    // Plain ES modules outside the TypeScript project: the JavaScript set only, no type information.
    files: ['**/*.mjs'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    plugins: { '@stylistic': stylistic },
    rules: { '@stylistic/max-len': maxLen },
  },
);
