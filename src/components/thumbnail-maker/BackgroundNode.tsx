'use client'

import { gradientPoints, type Background, type CanvasSize } from '@/tools/thumbnail-maker'
import { coverCrop } from '@/tools/thumbnail-maker/geometry'

import { useImage } from './images'
import { Image as KonvaImage, Rect } from './konva'

/** Named so a click on it reads as a click on empty canvas, which clears the selection. */
export const BACKGROUND_NAME = 'background'

export function BackgroundNode({ background, canvas }: { background: Background; canvas: CanvasSize }) {
  switch (background.kind) {
    case 'solid':
      return <Rect name={BACKGROUND_NAME} width={canvas.width} height={canvas.height} fill={background.color} />
    case 'gradient': {
      const { start, end } = gradientPoints(background.angle, canvas.width, canvas.height)
      return (
        <Rect
          name={BACKGROUND_NAME}
          width={canvas.width}
          height={canvas.height}
          fillLinearGradientStartPoint={start}
          fillLinearGradientEndPoint={end}
          fillLinearGradientColorStops={background.stops.flatMap((stop) => [stop.offset, stop.color])}
        />
      )
    }
    case 'image':
      return (
        <>
          <Rect name={BACKGROUND_NAME} width={canvas.width} height={canvas.height} fill={background.color} />
          <BackgroundImage src={background.src} fit={background.fit} canvas={canvas} />
        </>
      )
  }
}

/** Cover crops the picture to the canvas's shape; contain shows all of it, centred on the colour. */
function BackgroundImage({ src, fit, canvas }: { src: string; fit: 'cover' | 'contain'; canvas: CanvasSize }) {
  const loaded = useImage(src)
  if (loaded.status !== 'loaded') return null
  const { image } = loaded
  const { naturalWidth: width, naturalHeight: height } = image
  if (fit === 'cover') {
    const crop = coverCrop({ x: 0, y: 0, width, height }, canvas)
    return <KonvaImage name={BACKGROUND_NAME} image={image} width={canvas.width} height={canvas.height} crop={crop} />
  }
  const scale = Math.min(canvas.width / width, canvas.height / height)
  const drawn = { width: width * scale, height: height * scale }
  return (
    <KonvaImage
      name={BACKGROUND_NAME}
      image={image}
      x={(canvas.width - drawn.width) / 2}
      y={(canvas.height - drawn.height) / 2}
      {...drawn}
    />
  )
}
