import { CANVAS_FORMATS } from './formats'
import type { Design } from './model'
import { createDesign, createShape, createText, type NewId } from './operations'

export type Template = { id: string; name: string; description: string; build: (newId: NewId) => Design }

/** The name of the shapes that stand where the user's photo goes: the editor can offer them as drop targets. */
export const PHOTO_SLOT_NAME = 'Photo slot'

/** No fill: shapes that only draw their outline. */
const NONE = '#00000000'

/**
 * Starting layouts drawn with the factories, not pictures, so every part stays editable. Text keeps
 * inside its format's safe area (formats.ts): 5% margins and clear of the timestamp badge, or for a
 * Short clear of the YouTube app's header, buttons, title and channel.
 */
export const TEMPLATES: readonly Template[] = [
  {
    id: 'reaction',
    name: 'Reaction',
    description: 'Your reaction face on the left, a huge outlined exclamation on the right.',
    build: (newId) =>
      createDesign({
        name: 'Reaction',
        background: {
          kind: 'gradient',
          angle: 135,
          stops: [
            { offset: 0, color: '#ff416c' },
            { offset: 1, color: '#ff4b2b' },
          ],
        },
        layers: [
          createShape(newId, 'roundedRect', {
            name: PHOTO_SLOT_NAME,
            x: 48,
            y: 48,
            width: 560,
            height: 624,
            cornerRadius: 48,
            fill: '#ffffff26',
            stroke: '#ffffff',
            strokeWidth: 8,
          }),
          createText(newId, {
            name: 'Headline',
            text: 'NO WAY?!',
            x: 640,
            y: 140,
            width: 560,
            fontSize: 190,
            lineHeight: 1,
            fill: '#ffe600',
            strokeWidth: 18,
            shadow: { color: '#000000', blur: 0, offsetX: 10, offsetY: 10, opacity: 1 },
          }),
          createShape(newId, 'arrow', { x: 600, y: 520, points: [220, 100, 0, 0], stroke: '#ffffff', strokeWidth: 18 }),
        ],
      }),
  },
  {
    id: 'list',
    name: 'List',
    description: 'A giant number on a bright panel next to a short, punchy list title.',
    build: (newId) =>
      createDesign({
        name: 'List',
        background: { kind: 'solid', color: '#111827' },
        layers: [
          createShape(newId, 'rect', { name: 'Number panel', x: 0, y: 0, width: 440, height: 720, fill: '#facc15' }),
          createText(newId, {
            name: 'Number',
            text: '7',
            x: 64,
            y: 160,
            width: 312,
            fontSize: 400,
            lineHeight: 1,
            fill: '#111827',
            strokeWidth: 0,
            shadow: null,
          }),
          createText(newId, {
            name: 'Title',
            text: 'THINGS I WISH I KNEW',
            x: 490,
            y: 234,
            width: 700,
            fontSize: 120,
            lineHeight: 1.05,
            align: 'left',
          }),
          createShape(newId, 'rect', { name: 'Underline', x: 494, y: 510, width: 220, height: 14, fill: '#facc15' }),
        ],
      }),
  },
  {
    id: 'before-after',
    name: 'Before / after',
    description: 'Two halves with BEFORE and AFTER labels, a photo slot on each side and an arrow between them.',
    build: (newId) => {
      const label = { y: 48, width: 496, fontSize: 110, lineHeight: 1, strokeWidth: 10, shadow: null }
      const slot = {
        name: PHOTO_SLOT_NAME,
        y: 176,
        width: 496,
        height: 400,
        cornerRadius: 24,
        fill: '#ffffff1f',
        stroke: '#ffffff',
        strokeWidth: 4,
      }
      return createDesign({
        name: 'Before / after',
        // Two stops at the same offset split the canvas with a hard edge.
        background: {
          kind: 'gradient',
          angle: 90,
          stops: [
            { offset: 0, color: '#475569' },
            { offset: 0.5, color: '#475569' },
            { offset: 0.5, color: '#16a34a' },
            { offset: 1, color: '#16a34a' },
          ],
        },
        layers: [
          createShape(newId, 'roundedRect', { ...slot, x: 72 }),
          createShape(newId, 'roundedRect', { ...slot, x: 712 }),
          createText(newId, { ...label, name: 'Before label', text: 'BEFORE', x: 72 }),
          createText(newId, { ...label, name: 'After label', text: 'AFTER', x: 712 }),
          createShape(newId, 'arrow', {
            x: 580,
            y: 376,
            points: [0, 0, 120, 0],
            stroke: '#ffffff',
            strokeWidth: 20,
            pointerLength: 40,
            pointerWidth: 56,
          }),
        ],
      })
    },
  },
  {
    id: 'tutorial',
    name: 'Tutorial',
    description: 'A step badge and a bold how-to title, with an arrow pointing at a screenshot slot.',
    build: (newId) =>
      createDesign({
        name: 'Tutorial',
        background: { kind: 'solid', color: '#2563eb' },
        layers: [
          createShape(newId, 'roundedRect', {
            name: 'Step badge',
            x: 64,
            y: 56,
            width: 240,
            height: 80,
            cornerRadius: 40,
            fill: '#facc15',
          }),
          createText(newId, {
            name: 'Step',
            text: 'STEP 1',
            x: 64,
            y: 74,
            width: 240,
            fontFamily: 'Montserrat',
            fontWeight: 900,
            fontSize: 44,
            lineHeight: 1,
            fill: '#0f172a',
            strokeWidth: 0,
            shadow: null,
          }),
          createText(newId, {
            name: 'Title',
            text: 'HOW TO\nEDIT 2×\nFASTER',
            x: 64,
            y: 180,
            width: 560,
            fontFamily: 'Montserrat',
            fontWeight: 900,
            fontSize: 88,
            lineHeight: 1.05,
            align: 'left',
            stroke: '#0f172a',
            strokeWidth: 10,
          }),
          createShape(newId, 'roundedRect', {
            name: PHOTO_SLOT_NAME,
            x: 704,
            y: 180,
            width: 512,
            height: 288,
            cornerRadius: 28,
            fill: '#ffffff26',
            stroke: '#ffffff',
            strokeWidth: 6,
          }),
          createShape(newId, 'arrow', {
            x: 470,
            y: 400,
            points: [0, 160, 220, 0],
            stroke: '#facc15',
            strokeWidth: 16,
            pointerLength: 40,
            pointerWidth: 48,
          }),
        ],
      }),
  },
  {
    id: 'gaming',
    name: 'Gaming',
    description: 'Dark purple gradient, glowing neon outlined text, a neon ring and a stripe.',
    build: (newId) =>
      createDesign({
        name: 'Gaming',
        background: {
          kind: 'gradient',
          angle: 160,
          stops: [
            { offset: 0, color: '#0b0014' },
            { offset: 0.6, color: '#1a0633' },
            { offset: 1, color: '#3b0764' },
          ],
        },
        layers: [
          createShape(newId, 'rect', {
            name: 'Neon stripe',
            x: -80,
            y: 540,
            width: 1440,
            height: 80,
            rotation: -6,
            opacity: 0.35,
            fill: '#ff00e6',
          }),
          createShape(newId, 'circle', {
            name: 'Neon ring',
            x: 860,
            y: 80,
            width: 360,
            height: 360,
            fill: NONE,
            stroke: '#00f0ff',
            strokeWidth: 12,
          }),
          createText(newId, {
            name: 'Headline',
            text: 'EPIC\nCLUTCH',
            x: 80,
            y: 90,
            width: 720,
            fontFamily: 'Bebas Neue',
            fontSize: 210,
            lineHeight: 0.9,
            align: 'left',
            fill: '#ffffff',
            stroke: '#00f0ff',
            strokeWidth: 8,
            shadow: { color: '#00f0ff', blur: 40, offsetX: 0, offsetY: 0, opacity: 0.9 },
          }),
          createText(newId, {
            name: 'Tagline',
            text: '1 HP · 1v5',
            x: 84,
            y: 480,
            width: 600,
            fontFamily: 'Oswald',
            fontWeight: 700,
            fontSize: 72,
            align: 'left',
            fill: '#ff00e6',
            strokeWidth: 0,
            shadow: { color: '#ff00e6', blur: 24, offsetX: 0, offsetY: 0, opacity: 0.8 },
          }),
        ],
      }),
  },
  {
    id: 'minimal',
    name: 'Minimal',
    description: 'A warm plain background and one clean headline.',
    build: (newId) =>
      createDesign({
        name: 'Minimal',
        background: { kind: 'solid', color: '#f5f1ea' },
        layers: [
          createText(newId, {
            name: 'Headline',
            text: 'Less, but better.',
            x: 96,
            width: 1000,
            fontFamily: 'Inter',
            fontWeight: 800,
            fontSize: 120,
            letterSpacing: -3,
            lineHeight: 1.05,
            align: 'left',
            fill: '#111111',
            strokeWidth: 0,
            shadow: null,
          }),
        ],
      }),
  },
  {
    id: 'shorts-hook',
    name: 'Shorts hook',
    description: 'A vertical Shorts frame: the hook above a big photo, clear of the YouTube app’s buttons.',
    build: (newId) => {
      const shorts = CANVAS_FORMATS.shorts
      return createDesign({
        format: 'shorts',
        name: 'Shorts hook',
        background: {
          kind: 'gradient',
          angle: 180,
          stops: [
            { offset: 0, color: '#1e1b4b' },
            { offset: 1, color: '#7c3aed' },
          ],
        },
        layers: [
          createShape(
            newId,
            'roundedRect',
            {
              name: PHOTO_SLOT_NAME,
              x: 90,
              y: 620,
              width: 780,
              height: 780,
              cornerRadius: 56,
              fill: '#ffffff1f',
              stroke: '#ffffff',
              strokeWidth: 8,
            },
            shorts,
          ),
          createText(
            newId,
            {
              name: 'Hook',
              text: '3 THINGS I WISH I KNEW',
              x: 90,
              y: 230,
              width: 780,
              height: 340,
              fontSize: 150,
              lineHeight: 1,
              fill: '#facc15',
              strokeWidth: 12,
            },
            shorts,
          ),
        ],
      })
    },
  },
]
