'use client'

import type React from 'react'
import { useState } from 'react'

import { imageFileIn } from './images'
import { useImageImport } from './useImageImport'

/** Dropping an image file on the canvas adds it where it was dropped; `dropping` shows the drop target. */
export function useImageDrop(zoom: number) {
  const { addImageFile } = useImageImport()
  const [dropping, setDropping] = useState(false)

  function designPoint(event: React.DragEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect()
    return { x: (event.clientX - box.left) / zoom, y: (event.clientY - box.top) / zoom }
  }

  function onDrop(event: React.DragEvent<HTMLDivElement>) {
    setDropping(false)
    const file = imageFileIn(event.dataTransfer.files)
    if (!file) return
    event.preventDefault()
    void addImageFile(file, designPoint(event))
  }

  function onDragOver(event: React.DragEvent<HTMLDivElement>) {
    if (!event.dataTransfer.types.includes('Files')) return
    event.preventDefault()
    event.dataTransfer.dropEffect = 'copy'
    setDropping(true)
  }

  function onDragLeave(event: React.DragEvent<HTMLDivElement>) {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setDropping(false)
  }

  return { dropping, dropHandlers: { onDragOver, onDragLeave, onDrop } }
}
