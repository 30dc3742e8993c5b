/**
 * The @font-face rules of every weight the editor offers (FONTS in the model), and no others.
 * Loaded first by `loadEditor` (ThumbnailMaker.tsx), whose import resolves once the stylesheet has
 * loaded, so the rules exist before the first text is drawn: otherwise `document.fonts.check` would
 * report an undeclared family as ready. Not imported by the page entry: a page's own stylesheets
 * travel in its prefetched payload as preload hints, and every page linking to the thumbnail maker
 * then preloaded this file without using it (Chromium warned on /auth; decision 008).
 * Declaring a face downloads nothing: the browser fetches a file only when text uses it.
 */
import '@fontsource/anton/400.css'
import '@fontsource/bebas-neue/400.css'
import '@fontsource/montserrat/400.css'
import '@fontsource/montserrat/600.css'
import '@fontsource/montserrat/700.css'
import '@fontsource/montserrat/800.css'
import '@fontsource/montserrat/900.css'
import '@fontsource/poppins/400.css'
import '@fontsource/poppins/600.css'
import '@fontsource/poppins/700.css'
import '@fontsource/poppins/800.css'
import '@fontsource/poppins/900.css'
import '@fontsource/oswald/400.css'
import '@fontsource/oswald/600.css'
import '@fontsource/oswald/700.css'
import '@fontsource/inter/400.css'
import '@fontsource/inter/600.css'
import '@fontsource/inter/700.css'
import '@fontsource/inter/800.css'
import '@fontsource/inter/900.css'
