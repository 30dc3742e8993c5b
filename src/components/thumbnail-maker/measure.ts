'use client'

import { fontOf, type MeasureText, type TextLayer } from '@/tools/thumbnail-maker'

let context: CanvasRenderingContext2D | null = null

/**
 * Measures text the way Konva does (the canvas's measureText in the same font, plus the letter
 * spacing once per character), so the lines fitText chooses are the lines Konva draws.
 */
export function measurerFor(layer: Pick<TextLayer, 'fontFamily' | 'fontWeight' | 'letterSpacing'>): MeasureText {
  context ??= document.createElement('canvas').getContext('2d')
  const stack = fontOf(layer.fontFamily).stack
  return (text, fontSize) => {
    if (!context) return text.length * fontSize * 0.55
    context.font = `${layer.fontWeight} normal ${fontSize}px ${stack}`
    return context.measureText(text).width + layer.letterSpacing * [...text].length
  }
}
