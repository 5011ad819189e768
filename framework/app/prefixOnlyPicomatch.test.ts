import { expect, it } from 'vitest'
import prefixOnlyPicomatch from './prefixOnlyPicomatch.ts'

it('never matches as a glob, so only the path prefix test of Vocs applies', () => {
  expect(prefixOnlyPicomatch('/**')('/gas/overview')).toBe(false)
  expect(prefixOnlyPicomatch('/gas/*')('/gas/overview')).toBe(false)
})
