'use client'

import { CANVAS, gradientPoints, type Background } from '@/tools/thumbnail-maker'

import { useImage } from './images'
import { Image as KonvaImage, Rect } from './konva'

/** Named so a click on it reads as a click on empty canvas, which clears the selection. */
export const BACKGROUND_NAME = 'background'

export function BackgroundNode({ background }: { background: Background }) {
  switch (background.kind) {
    case 'solid':
      return <Rect name={BACKGROUND_NAME} width={CANVAS.width} height={CANVAS.height} fill={background.color} />
    case 'gradient': {
      const { start, end } = gradientPoints(background.angle)
      return (
        <Rect
          name={BACKGROUND_NAME}
          width={CANVAS.width}
          height={CANVAS.height}
          fillLinearGradientStartPoint={start}
          fillLinearGradientEndPoint={end}
          fillLinearGradientColorStops={background.stops.flatMap((stop) => [stop.offset, stop.color])}
        />
      )
    }
    case 'image':
      return (
        <>
          <Rect name={BACKGROUND_NAME} width={CANVAS.width} height={CANVAS.height} fill={background.color} />
          <BackgroundImage src={background.src} fit={background.fit} />
        </>
      )
  }
}

/** Cover crops the picture to the canvas's 16:9; contain shows all of it, centred on the colour. */
function BackgroundImage({ src, fit }: { src: string; fit: 'cover' | 'contain' }) {
  const loaded = useImage(src)
  if (loaded.status !== 'loaded') return null
  const { image } = loaded
  const { naturalWidth: width, naturalHeight: height } = image
  if (fit === 'cover') {
    const scale = Math.max(CANVAS.width / width, CANVAS.height / height)
    const cropWidth = CANVAS.width / scale
    const cropHeight = CANVAS.height / scale
    const crop = { x: (width - cropWidth) / 2, y: (height - cropHeight) / 2, width: cropWidth, height: cropHeight }
    return <KonvaImage name={BACKGROUND_NAME} image={image} width={CANVAS.width} height={CANVAS.height} crop={crop} />
  }
  const scale = Math.min(CANVAS.width / width, CANVAS.height / height)
  const drawn = { width: width * scale, height: height * scale }
  return (
    <KonvaImage
      name={BACKGROUND_NAME}
      image={image}
      x={(CANVAS.width - drawn.width) / 2}
      y={(CANVAS.height - drawn.height) / 2}
      {...drawn}
    />
  )
}
