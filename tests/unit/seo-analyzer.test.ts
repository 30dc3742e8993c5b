import { describe, expect, it } from 'vitest'

import {
  allCapsShare,
  analyzeSeo,
  charCount,
  countPhrase,
  countWords,
  distinctHashtags,
  extractHashtags,
  findPhrase,
  normalise,
  parseChapters,
  seoInputSchema,
  seoRequestSchema,
  utf8Bytes,
  youtubeTagsLength,
  type Check,
  type SeoFormInput,
  type SeoInput,
  type SeoReport,
} from '@/tools/seo-analyzer'
import {
  chaptersSuggested,
  chaptersValid,
  descriptionBytes,
  descriptionCallToAction,
  descriptionKeywordOpening,
  descriptionLinks,
  descriptionWords,
  hashtagsAboveTitle,
  hashtagsCount,
  keywordStuffing,
  tagsCount,
  tagsDuplicates,
  tagsKeyword,
  tagsLength,
  titleAllCaps,
  titleAngleBrackets,
  titleKeyword,
  titleLength,
  videoCaptions,
  videoThumbnailResolution,
} from '@/tools/seo-analyzer/rules'

function checkIn(report: SeoReport, id: string): Check {
  const check = report.checks.find((candidate) => candidate.id === id)
  if (!check) throw new Error(`no check ${id} in ${report.checks.map((c) => c.id).join(', ')}`)
  return check
}

const ids = (report: SeoReport) => report.checks.map((check) => check.id)

/** `count` distinct filler words, none of them a keyword or call to action used in these tests. */
function words(count: number): string {
  return Array.from({ length: count }, (_, index) => `word${index}`).join(' ')
}

/** `count` distinct hashtags. */
function hashtags(count: number): string {
  return Array.from({ length: count }, (_, index) => `#tag${index}`).join(' ')
}

const PERFECT: SeoInput = {
  title: 'YouTube SEO: how to rank your videos in 2026',
  description: [
    'YouTube SEO made simple: how to write titles, descriptions and tags that help viewers find your videos.',
    words(90),
    'Watch next: https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'Subscribe for a new video every week.',
    '0:00 Intro',
    '1:00 Titles',
    '2:30 Descriptions',
    '#youtubeseo #youtube #creators',
  ].join('\n'),
  tags: ['youtube seo', 'youtube tips', 'rank videos', 'video seo', 'grow channel'],
  keyword: 'youtube seo',
  video: { id: 'dQw4w9WgXcQ', thumbnail: { width: 1280, height: 720 }, hasCaptions: true, durationSeconds: 600 },
}

describe('measure helpers', () => {
  it('counts UTF-8 bytes: emoji 4, CJK 3, accented Latin 2', () => {
    expect(utf8Bytes('')).toBe(0)
    expect(utf8Bytes('a')).toBe(1)
    expect(utf8Bytes('é')).toBe(2)
    expect(utf8Bytes('日')).toBe(3)
    expect(utf8Bytes('😀')).toBe(4)
  })

  it('counts characters as code points', () => {
    expect(charCount('abc')).toBe(3)
    expect(charCount('😀😀')).toBe(2)
  })

  it('counts tags the way YouTube does', () => {
    expect(youtubeTagsLength([])).toBe(0)
    expect(youtubeTagsLength(['Foo Baz'])).toBe(9)
    expect(youtubeTagsLength(['a', 'b'])).toBe(3)
    expect(youtubeTagsLength(['Foo Baz', 'qux'])).toBe(9 + 1 + 3)
    expect(youtubeTagsLength(['😀'])).toBe(1)
  })

  it('extracts hashtags, not "#" inside words, links, entities or bare numbers', () => {
    const text = 'Hello #World #día_1 C#sharp https://a.com/page#frag www.x.com/#y #1 &#39; #日本 (#paren) end.#dot'
    expect(extractHashtags(text)).toEqual(['#World', '#día_1', '#日本', '#paren', '#dot'])
    expect(extractHashtags('#a1 #1a #_x')).toEqual(['#a1', '#1a', '#_x'])
    expect(extractHashtags('')).toEqual([])
  })

  it('keeps each hashtag once, ignoring case', () => {
    expect(distinctHashtags('#SEO #seo #Tips #SEO')).toEqual(['#SEO', '#Tips'])
  })

  it('parses chapter lines in m:ss, mm:ss and h:mm:ss', () => {
    const description = ['Intro text', '0:00 Intro', '  01:30 - Setup  ', '12:05 | Results', '1:02:03 Deep dive', 'at 2:00 we talk'].join(
      '\n',
    )
    expect(parseChapters(description)).toEqual([
      { seconds: 0, title: 'Intro', line: '0:00 Intro' },
      { seconds: 90, title: 'Setup', line: '01:30 - Setup' },
      { seconds: 725, title: 'Results', line: '12:05 | Results' },
      { seconds: 3723, title: 'Deep dive', line: '1:02:03 Deep dive' },
    ])
  })

  it('ignores invalid timestamps and reads Windows line ends', () => {
    expect(parseChapters('1:60 Nope\n1:234 Nope\n1:2 Nope\n1:00:5 Nope')).toEqual([])
    expect(parseChapters('0:00 A\r\n0:10 B').map((chapter) => chapter.title)).toEqual(['A', 'B'])
    expect(parseChapters('0:00\n')).toEqual([{ seconds: 0, title: '', line: '0:00' }])
  })

  it('measures the share of letters in all-caps words of 2+ letters', () => {
    expect(allCapsShare('')).toBe(0)
    expect(allCapsShare('hello world')).toBe(0)
    expect(allCapsShare('HELLO WORLD')).toBe(1)
    expect(allCapsShare('SEO tips')).toBeCloseTo(3 / 7)
    // Single letters and caseless scripts do not count either way.
    expect(allCapsShare('a B c')).toBe(0)
    expect(allCapsShare('日本語 SEO')).toBe(1)
    expect(allCapsShare('iPhone TIPS')).toBeCloseTo(4 / 10)
  })

  it('normalises for keyword matching', () => {
    expect(normalise('  Héllo,   WORLD!  ')).toBe('héllo world')
    expect(normalise('ＳＥＯ　Tips')).toBe('seo tips')
    expect(normalise('Don’t stop')).toBe('dont stop')
    expect(normalise('YouTube-SEO: 101 😀')).toBe('youtube seo 101')
    expect(normalise('!!!')).toBe('')
  })

  it('finds and counts phrases as whole words', () => {
    expect(findPhrase('Best YouTube-SEO tips', 'youtube seo')).toBe(5)
    expect(findPhrase('seoul food', 'seo')).toBe(-1)
    expect(findPhrase('anything', '  ')).toBe(-1)
    expect(countPhrase('seo seo, SEO! seoul', 'seo')).toBe(3)
    expect(countPhrase('a b a b a', 'a b')).toBe(2)
    expect(countPhrase('text', '')).toBe(0)
  })

  it('counts words, leaving links out and counting CJK characters', () => {
    expect(countWords('')).toBe(0)
    expect(countWords('Hello world, it’s me https://x.com/a-b-c')).toBe(4)
    expect(countWords('日本語')).toBe(3)
  })
})

describe('title rules', () => {
  it('title-length: 100 characters warn, 101 fail', () => {
    expect(titleLength('x'.repeat(100)).status).toBe('warn')
    const tooLong = titleLength('x'.repeat(101))
    expect(tooLong.status).toBe('fail')
    expect(tooLong.found).toContain('101 characters')
    expect(tooLong.weight).toBe(3)
  })

  it('title-length: 70 pass, 71 warn, 20 pass, 19 warn; emoji count once', () => {
    expect(titleLength('x'.repeat(70)).status).toBe('pass')
    expect(titleLength('x'.repeat(71)).status).toBe('warn')
    expect(titleLength('x'.repeat(20)).status).toBe('pass')
    expect(titleLength('x'.repeat(19)).status).toBe('warn')
    expect(titleLength('😀'.repeat(100)).status).toBe('warn')
    expect(titleLength('x'.repeat(40)).fix).toBeUndefined()
  })

  it('title-length: the fix cuts the title at a word boundary before 60 characters', () => {
    const title = 'How to start a YouTube channel in 2026: the complete beginner guide for everyone who wants to grow'
    expect(titleLength(title).fix).toBe('Cut it to 60 characters, e.g. “How to start a YouTube channel in 2026: the complete”')
    // A cut that would end on "and" drops it.
    const joined = 'Twelve practical ways to grow a small channel quickly tips and tricks that work'
    expect(titleLength(joined).fix).toBe('Cut it to 60 characters, e.g. “Twelve practical ways to grow a small channel quickly tips”')
  })

  it('title-angle-brackets: fails on < or >', () => {
    expect(titleAngleBrackets('Growth -> profit').status).toBe('fail')
    const check = titleAngleBrackets('Best <b>editing</b> tips')
    expect(check.status).toBe('fail')
    expect(check.found).toBe('Contains “<”, “>”')
    expect(check.fix).toBe('Remove them, e.g. “Best b editing /b tips”')
    expect(titleAngleBrackets('Growth → profit').status).toBe('pass')
  })

  it('title-all-caps: warns above half with 3+ words, explains acronyms', () => {
    const check = titleAllCaps('HOW TO GROW FAST')
    expect(check.status).toBe('warn')
    expect(check.fix).toContain('“How To Grow Fast”')
    expect(check.fix).toContain('acronyms')
    // Exactly half is not "more than half".
    expect(titleAllCaps('ABC DEF ghijkl').status).toBe('pass')
    expect(titleAllCaps('ABC DEF GHI jklmno').status).toBe('warn')
    // Two words: names like "GTA VI" are fine.
    expect(titleAllCaps('GTA VI').status).toBe('pass')
    expect(titleAllCaps('SEO tips for new creators').status).toBe('pass')
  })

  it('title-keyword: fails when absent with a rewrite', () => {
    const check = titleKeyword('How to rank videos', 'youtube seo')
    expect(check.status).toBe('fail')
    expect(check.weight).toBe(3)
    expect(check.fix).toBe('Put “youtube seo” at the start: “Youtube seo: How to rank videos”')
  })

  it('title-keyword: passes up to character 30, warns after it', () => {
    expect(titleKeyword(`${'x'.repeat(29)} seo ${'y'.repeat(41)}`, 'seo').status).toBe('pass')
    expect(titleKeyword(`${'x'.repeat(30)} seo ${'y'.repeat(40)}`, 'seo').status).toBe('warn')
  })

  it('title-keyword: passes up to 40% of the title, warns after it', () => {
    expect(titleKeyword('aaa seo bb', 'seo').status).toBe('pass')
    expect(titleKeyword('aaaa seo b', 'seo').status).toBe('warn')
  })

  it('title-keyword: the warning moves the keyword to the front, keeping the title’s spelling', () => {
    const check = titleKeyword('My morning routine for better YouTube SEO results', 'youtube seo')
    expect(check.status).toBe('warn')
    expect(check.found).toBe('“youtube seo” starts at character 31, 61% into the title')
    expect(check.fix).toBe('Move “youtube seo” to the start: “YouTube SEO: My morning routine for better results”')
  })

  it('title-keyword: matches after normalising and at the very start', () => {
    expect(titleKeyword('YouTube-SEO: the basics', 'youtube seo').status).toBe('pass')
    expect(titleKeyword('Seoul travel guide', 'seo').status).toBe('fail')
  })
})

describe('description rules', () => {
  it('description-bytes: 5000 bytes of emoji warns, 5001 fails', () => {
    const emoji = '😀'.repeat(1250)
    expect(utf8Bytes(emoji)).toBe(5000)
    expect(descriptionBytes(emoji).status).toBe('warn')
    const over = descriptionBytes(`${emoji}a`)
    expect(over.status).toBe('fail')
    expect(over.found).toContain('5,001 bytes (1,251 characters)')
    expect(over.fix).toContain('Cut at least 1 bytes')
  })

  it('description-bytes: 4500 passes, 4501 warns, empty fails', () => {
    expect(descriptionBytes('a'.repeat(4500)).status).toBe('pass')
    expect(descriptionBytes('a'.repeat(4501)).status).toBe('warn')
    expect(descriptionBytes('').status).toBe('fail')
    expect(descriptionBytes('  \n ').status).toBe('fail')
  })

  it('description-words: 99 words warn, 100 pass', () => {
    const short = descriptionWords(words(99))
    expect(short.status).toBe('warn')
    expect(short.found).toBe('99 words (aim for 100 or more)')
    expect(short.why).toContain('understand the topic')
    expect(descriptionWords(words(100)).status).toBe('pass')
  })

  it('description-keyword-opening: within 150 characters passes, later warns, absent fails', () => {
    const fix = 'Start with a sentence that uses “youtube seo”, e.g. “In this video: youtube seo …”'
    expect(descriptionKeywordOpening(`${'x'.repeat(138)} youtube seo`, 'youtube seo').status).toBe('pass')
    const late = descriptionKeywordOpening(`${'x'.repeat(139)} youtube seo`, 'youtube seo')
    expect(late.status).toBe('warn')
    expect(late.fix).toBe(fix)
    const absent = descriptionKeywordOpening('nothing here', 'youtube seo')
    expect(absent.status).toBe('fail')
    expect(absent.fix).toBe(fix)
  })

  it('description-links: warns without an http(s) link', () => {
    expect(descriptionLinks('no links, just www words').status).toBe('warn')
    expect(descriptionLinks('see http://example.com').status).toBe('pass')
    expect(descriptionLinks('a https://a.com b https://b.com').found).toBe('2 links')
  })

  it('description-call-to-action: finds a request, not the word "like" alone', () => {
    expect(descriptionCallToAction('Things like this happen.').status).toBe('warn')
    expect(descriptionCallToAction('Please SUBSCRIBE!').status).toBe('pass')
    expect(descriptionCallToAction('Leave a comment below').found).toBe('Found “comment”')
    expect(descriptionCallToAction('Link in bio, and check out my course').found).toBe('Found “check out”, “link in”')
  })
})

describe('tag rules', () => {
  // 41 tags of 9 characters with a space (11 each when quoted) and 40 commas: 491.
  const spaced = Array.from({ length: 41 }, (_, index) => `tag ${String(index).padStart(5, '0')}`)

  it('tags-length: 500 passes the hard limit (warn), 501 fails, counting quotes', () => {
    expect(youtubeTagsLength(spaced)).toBe(491)
    const atLimit = [...spaced, 'abcdefgh']
    const overLimit = [...spaced, 'abcdefghi']
    expect(youtubeTagsLength(atLimit)).toBe(500)
    expect(youtubeTagsLength(overLimit)).toBe(501)
    expect(tagsLength(atLimit).status).toBe('warn')
    const over = tagsLength(overLimit)
    expect(over.status).toBe('fail')
    expect(over.found).toBe('501 of 500 characters (commas and quotes count)')
    expect(over.fix).toBe('Remove tags to get under 500, e.g. the last ones: “abcdefghi”')
  })

  it('tags-length: 450 passes, 451 warns, no tags warns', () => {
    const base = spaced.slice(0, 37) // 37 × 11 + 36 = 443
    expect(tagsLength([...base, 'abcdef']).status).toBe('pass') // 443 + 1 + 6 = 450
    expect(tagsLength([...base, 'abcdefg']).status).toBe('warn')
    expect(tagsLength([]).status).toBe('warn')
  })

  it('tags-count: warns under 5 and over 30', () => {
    const tags = (count: number) => Array.from({ length: count }, (_, index) => `t${index}`)
    expect(tagsCount(tags(4)).status).toBe('warn')
    expect(tagsCount(tags(5)).status).toBe('pass')
    expect(tagsCount(tags(30)).status).toBe('pass')
    expect(tagsCount(tags(31)).status).toBe('warn')
  })

  it('tags-duplicates: lists tags that are the same after normalising', () => {
    const check = tagsDuplicates(['SEO tips', 'video', 'seo tips!', 'Video', 'other'])
    expect(check.status).toBe('warn')
    expect(check.found).toBe('Repeated: “SEO tips”, “seo tips!”; “video”, “Video”')
    expect(check.fix).toBe('Keep one of each: remove “seo tips!”, “Video”.')
    expect(tagsDuplicates(['a', 'b']).status).toBe('pass')
  })

  it('tags-keyword: fails when no tag contains the keyword', () => {
    expect(tagsKeyword(['youtube', 'seo'], 'youtube seo').status).toBe('fail')
    expect(tagsKeyword([], 'youtube seo').status).toBe('fail')
    const check = tagsKeyword(['tips', 'YouTube SEO tips'], 'youtube seo')
    expect(check.status).toBe('pass')
    expect(check.found).toBe('“YouTube SEO tips” contains “youtube seo”')
  })
})

describe('hashtag rules', () => {
  it('hashtags-count: 60 warns, 61 fails (YouTube ignores them all)', () => {
    expect(hashtagsCount(hashtags(60)).status).toBe('warn')
    const check = hashtagsCount(hashtags(61))
    expect(check.status).toBe('fail')
    expect(check.weight).toBe(3)
    expect(check.found).toBe('61 hashtags: YouTube ignores them all')
  })

  it('hashtags-count: 15 passes, 16 warns, 1 passes, 0 warns with a suggestion', () => {
    expect(hashtagsCount(hashtags(15)).status).toBe('pass')
    expect(hashtagsCount(hashtags(16)).status).toBe('warn')
    expect(hashtagsCount('#one').status).toBe('pass')
    const none = hashtagsCount('no tags', 'YouTube SEO')
    expect(none.status).toBe('warn')
    expect(none.fix).toBe('Add 2–3 relevant hashtags at the end of the description, e.g. #youtubeseo.')
  })

  it('hashtags-count: a repeated hashtag counts once', () => {
    expect(hashtagsCount(`${hashtags(15)} #tag0 #TAG1`).status).toBe('pass')
  })

  it('hashtags-above-title: names the first three, or the title’s own', () => {
    expect(hashtagsAboveTitle('Title', '#a #b #c #d').found).toBe('#a #b #c will show above the title')
    expect(hashtagsAboveTitle('Title #mine', '#a #b').found).toContain('The title has #mine')
  })
})

describe('chapter rules', () => {
  const chapters = (...lines: string[]) => parseChapters(lines.join('\n'))

  it('passes from 0:00 with 3 ascending chapters of 10 s or more', () => {
    const check = chaptersValid(chapters('0:00 Intro', '0:10 Middle', '0:20 End'))
    expect(check.status).toBe('pass')
    expect(check.found).toBe('3 chapters from 0:00, in order, each at least 10 seconds long')
  })

  it('fails when the first is not 0:00, naming the line', () => {
    const check = chaptersValid(chapters('0:05 Intro', '1:00 Middle', '2:00 End'))
    expect(check.status).toBe('fail')
    expect(check.found).toBe('The first timestamp is “0:05 Intro”, not 0:00')
    expect(check.fix).toBe('Change it to “0:00 Intro”, or add “0:00 Intro” above it.')
  })

  it('fails with 2 chapters, passes with 3', () => {
    const check = chaptersValid(chapters('0:00 Intro', '1:00 End'))
    expect(check.status).toBe('fail')
    expect(check.found).toBe('2 timestamps; YouTube needs at least 3')
    expect(chaptersValid(chapters('0:00 Intro', '1:00 Middle', '2:00 End')).status).toBe('pass')
  })

  it('fails when out of order', () => {
    const check = chaptersValid(chapters('0:00 Intro', '2:00 Later', '1:00 Earlier'))
    expect(check.status).toBe('fail')
    expect(check.found).toBe('“1:00 Earlier” comes after “2:00 Later”')
  })

  it('fails on a 9-second chapter, passes at 10', () => {
    const check = chaptersValid(chapters('0:00 Intro', '0:09 Short', '1:00 End'))
    expect(check.status).toBe('fail')
    expect(check.found).toBe('“0:00 Intro” lasts 9 seconds (chapters need at least 10)')
    expect(chaptersValid(chapters('0:00 Intro', '0:10 Fine', '1:00 End')).status).toBe('pass')
  })

  it('measures the last chapter only when the duration is known', () => {
    const list = chapters('0:00 Intro', '0:10 Middle', '0:20 End')
    expect(chaptersValid(list).status).toBe('pass')
    expect(chaptersValid(list, 30).status).toBe('pass')
    const check = chaptersValid(list, 29)
    expect(check.status).toBe('fail')
    expect(check.found).toBe('“0:20 End” lasts 9 seconds before the video ends (chapters need at least 10)')
  })

  it('chapters-suggested is a weight-1 warning', () => {
    const check = chaptersSuggested(600)
    expect(check).toMatchObject({ status: 'warn', weight: 1, found: 'A 10-minute video without timestamps' })
  })
})

describe('keyword-stuffing', () => {
  /** A description of `total` words of which `repeats` are the keyword "seo". */
  const stuffed = (repeats: number, total: number) => `${'seo '.repeat(repeats)}${words(total - repeats)}`

  it('passes at 4 repeats even above 3%, warns at 5 repeats over 3%', () => {
    expect(keywordStuffing('Title', stuffed(4, 100), 'seo').status).toBe('pass')
    expect(keywordStuffing('Title', stuffed(5, 100), 'seo').status).toBe('warn')
  })

  it('warns just over 3% and passes just under it', () => {
    expect(keywordStuffing('Title', stuffed(5, 166), 'seo').status).toBe('warn')
    expect(keywordStuffing('Title', stuffed(5, 167), 'seo').status).toBe('pass')
  })

  it('fails over 6%, warns at exactly 6%', () => {
    expect(keywordStuffing('Title', stuffed(6, 100), 'seo').status).toBe('warn')
    const check = keywordStuffing('Title', stuffed(7, 100), 'seo')
    expect(check.status).toBe('fail')
    expect(check.found).toBe('“seo” appears 7 times in 100 words of description (7.0%) and 0 times in the title')
  })

  it('counts a multi-word keyword by its words', () => {
    // 5 × 2 words in 200 words = 5%.
    const description = `${'youtube seo '.repeat(5)}${words(190)}`
    expect(keywordStuffing('Title', description, 'youtube seo').status).toBe('warn')
  })

  it('warns when the title repeats the keyword', () => {
    expect(keywordStuffing('SEO tips: better SEO', words(100), 'seo').status).toBe('warn')
    expect(keywordStuffing('SEO tips', words(100), 'seo').status).toBe('pass')
  })
})

describe('video rules', () => {
  it('video-thumbnail-resolution', () => {
    expect(videoThumbnailResolution(null).status).toBe('fail')
    expect(videoThumbnailResolution({ width: 639, height: 359 }).status).toBe('fail')
    expect(videoThumbnailResolution({ width: 640, height: 480 }).status).toBe('warn')
    expect(videoThumbnailResolution({ width: 1280, height: 719 }).status).toBe('warn')
    const check = videoThumbnailResolution({ width: 1280, height: 720 })
    expect(check.status).toBe('pass')
    expect(check.found).toBe('1280×720')
  })

  it('video-captions', () => {
    expect(videoCaptions(false).status).toBe('warn')
    expect(videoCaptions(true).status).toBe('pass')
  })
})

describe('analyzeSeo', () => {
  it('scores a perfect input 100 with every check passing', () => {
    const report = analyzeSeo(PERFECT)
    expect(report.checks.filter((check) => check.status !== 'pass')).toEqual([])
    expect(report.score).toBe(100)
    expect(report.counts).toEqual({ pass: 19, warn: 0, fail: 0 })
    expect(ids(report)).toEqual([
      'title-length',
      'title-angle-brackets',
      'title-all-caps',
      'title-keyword',
      'description-bytes',
      'description-words',
      'description-keyword-opening',
      'description-links',
      'description-call-to-action',
      'tags-length',
      'tags-count',
      'tags-duplicates',
      'tags-keyword',
      'hashtags-count',
      'hashtags-above-title',
      'chapters',
      'keyword-stuffing',
      'video-thumbnail-resolution',
      'video-captions',
    ])
  })

  it('gives the exact weighted score for a known mix', () => {
    // title-length warn 1.5/3, angle brackets 3/3, all caps 1/1, bytes (empty) 0/3, words 1/2,
    // links 0.5/1, call to action 0.5/1, tags-length (none) 1.5/3, tags-count 0.5/1, hashtags 1.5/3.
    const report = analyzeSeo({ title: 'Hi', description: '', tags: [] })
    expect(ids(report)).toEqual([
      'title-length',
      'title-angle-brackets',
      'title-all-caps',
      'description-bytes',
      'description-words',
      'description-links',
      'description-call-to-action',
      'tags-length',
      'tags-count',
      'hashtags-count',
    ])
    expect(report.counts).toEqual({ pass: 2, warn: 7, fail: 1 })
    expect(report.score).toBe(Math.round((100 * 11) / 21))
    expect(report.score).toBe(52)
  })

  it('rounds the score: one failed weight-1 check out of the perfect input', () => {
    // 19 checks weighing 37; losing the captions point (warn, half of 1) leaves 36.5 of 37.
    const report = analyzeSeo({ ...PERFECT, video: { ...PERFECT.video!, hasCaptions: false } })
    expect(report.counts).toEqual({ pass: 18, warn: 1, fail: 0 })
    expect(report.score).toBe(Math.round((100 * 36.5) / 37))
  })

  it('leaves keyword checks out without a keyword, or with a blank one', () => {
    for (const keyword of [undefined, '   ', '!!']) {
      const report = analyzeSeo({ ...PERFECT, keyword })
      expect(ids(report)).not.toContain('title-keyword')
      expect(ids(report)).not.toContain('description-keyword-opening')
      expect(ids(report)).not.toContain('tags-keyword')
      expect(ids(report)).not.toContain('keyword-stuffing')
    }
  })

  it('leaves video checks out without video facts', () => {
    const { video: _video, ...typed } = PERFECT
    const report = analyzeSeo(typed)
    expect(ids(report).filter((id) => id.startsWith('video-'))).toEqual([])
    expect(report.score).toBe(100)
  })

  it('checks chapters only when the description has timestamps', () => {
    const report = analyzeSeo({ ...PERFECT, description: words(120), video: undefined })
    expect(ids(report)).not.toContain('chapters')
    expect(ids(report)).not.toContain('chapters-suggested')
  })

  it('suggests chapters for fetched videos of 5+ minutes without timestamps', () => {
    const video = { ...PERFECT.video!, durationSeconds: 300 }
    const long = analyzeSeo({ ...PERFECT, description: words(120), video })
    expect(checkIn(long, 'chapters-suggested').status).toBe('warn')
    const short = analyzeSeo({ ...PERFECT, description: words(120), video: { ...video, durationSeconds: 299 } })
    expect(ids(short)).not.toContain('chapters-suggested')
    expect(ids(analyzeSeo({ ...PERFECT, video }))).not.toContain('chapters-suggested')
  })

  it('uses the video duration for the last chapter', () => {
    const video = { ...PERFECT.video!, durationSeconds: 155 }
    expect(checkIn(analyzeSeo({ ...PERFECT, video }), 'chapters').status).toBe('fail')
  })

  it('omits hashtags-above-title without hashtags or above 60', () => {
    expect(ids(analyzeSeo({ ...PERFECT, description: words(120) }))).not.toContain('hashtags-above-title')
    const many = analyzeSeo({ ...PERFECT, description: `${PERFECT.description}\n${hashtags(61)}` })
    expect(ids(many)).not.toContain('hashtags-above-title')
    expect(checkIn(many, 'hashtags-count').status).toBe('fail')
  })

  it('omits tags-duplicates with fewer than two tags', () => {
    expect(ids(analyzeSeo({ ...PERFECT, tags: ['youtube seo'] }))).not.toContain('tags-duplicates')
  })

  it('gives every check a stable kebab-case id, a why, and a fix unless it passes', () => {
    const inputs: SeoInput[] = [PERFECT, { title: 'HOW TO <b> WIN BIG NOW', description: '0:05 a', tags: [], keyword: 'x' }]
    for (const check of inputs.flatMap((input) => analyzeSeo(input).checks)) {
      expect(check.id).toMatch(/^[a-z]+(?:-[a-z]+)*$/)
      expect(check.why.length).toBeGreaterThan(20)
      expect([1, 2, 3]).toContain(check.weight)
      if (check.status === 'pass') expect(check.fix).toBeUndefined()
      else expect(check.fix).toBeTruthy()
    }
  })
})

describe('seoInputSchema', () => {
  it('splits comma-separated tags, trims and drops empties', () => {
    const input: SeoInput = seoInputSchema.parse({ title: '  My video  ', description: 'd', tags: ' a, b ,, c ,', keyword: 'seo' })
    expect(input).toEqual({ title: 'My video', description: 'd', tags: ['a', 'b', 'c'], keyword: 'seo' })
  })

  it('accepts an array of tags, trimmed', () => {
    expect(seoInputSchema.parse({ title: 'T', description: '', tags: [' a ', '', 'b c'] }).tags).toEqual(['a', 'b c'])
  })

  it('turns an empty or blank keyword into undefined, and defaults description and tags', () => {
    const form: SeoFormInput = { title: 'T', keyword: '   ' }
    expect(seoInputSchema.parse(form)).toEqual({ title: 'T', description: '', tags: [], keyword: undefined })
    expect(seoInputSchema.parse({ title: 'T', keyword: '' }).keyword).toBeUndefined()
  })

  it('refuses a missing, blank or 301-character title', () => {
    const message = (title: unknown) => seoInputSchema.safeParse({ title }).error?.issues[0]?.message
    expect(message(undefined)).toBe('Enter the video title.')
    expect(message('   ')).toBe('Enter the video title.')
    expect(message('x'.repeat(301))).toBe('Shorten the title to 300 characters or fewer (YouTube itself allows 100).')
    expect(seoInputSchema.safeParse({ title: 'x'.repeat(300) }).success).toBe(true)
  })

  it('refuses too many or too long tags, a long keyword and a long description', () => {
    expect(seoInputSchema.safeParse({ title: 'T', tags: Array.from({ length: 201 }, (_, i) => `t${i}`) }).success).toBe(false)
    expect(seoInputSchema.safeParse({ title: 'T', tags: Array.from({ length: 200 }, (_, i) => `t${i}`) }).success).toBe(true)
    expect(seoInputSchema.safeParse({ title: 'T', tags: ['x'.repeat(101)] }).success).toBe(false)
    expect(seoInputSchema.safeParse({ title: 'T', tags: ['x'.repeat(100)] }).success).toBe(true)
    expect(seoInputSchema.safeParse({ title: 'T', keyword: 'x'.repeat(101) }).success).toBe(false)
    expect(seoInputSchema.safeParse({ title: 'T', description: 'x'.repeat(20_001) }).success).toBe(false)
    expect(seoInputSchema.safeParse({ title: 'T', description: 'x'.repeat(20_000) }).success).toBe(true)
  })
})

describe('seoRequestSchema', () => {
  const messages = (body: unknown) =>
    Object.fromEntries((seoRequestSchema.safeParse(body).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

  it('reads a body with a url as URL mode: the video id and the keyword', () => {
    expect(seoRequestSchema.parse({ url: 'https://youtu.be/dQw4w9WgXcQ', keyword: ' seo ' })).toEqual({
      url: 'dQw4w9WgXcQ',
      keyword: 'seo',
    })
  })

  it('reads any other body as the manual form', () => {
    expect(seoRequestSchema.parse({ title: 'T', tags: 'a,b' })).toEqual({ title: 'T', description: '', tags: ['a', 'b'] })
  })

  it("answers each mode's own fields, not a merged invalid input", () => {
    expect(messages({ title: '', tags: 'a,b' })).toEqual({ title: 'Enter the video title.' })
    expect(messages({ url: 'not a link', keyword: 'x'.repeat(101) })).toEqual({
      url: expect.stringMatching(/^Paste a YouTube video link/),
      keyword: 'Shorten the keyword to 100 characters or fewer.',
    })
    expect(seoRequestSchema.safeParse('title=x').success).toBe(false)
  })
})
