import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['docs/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/built/**/*.test.ts', 'scripts/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: 'reports/unit.json' }]],
  },
})
