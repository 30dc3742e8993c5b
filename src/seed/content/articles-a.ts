import type { SeedArticle } from '../types'

export const articlesA: SeedArticle[] = [
  // ---------------------------------------------------------------------------
  // YouTube SEO
  // ---------------------------------------------------------------------------
  {
    title: 'How to find video ideas people already search for',
    excerpt:
      'Stop guessing what to film next. Use autocomplete, competitor outliers, comments and the Research tab to find topics viewers are already typing into YouTube.',
    category: 'youtube-seo',
    tags: ['keyword-research', 'beginners'],
    author: 'daniel-reyes',
    publishedDaysAgo: 388,
    body: [
      {
        type: 'p',
        text: "Most channels that stall aren’t making bad videos. They’re making videos about things nobody is looking for yet. When we audit a small channel, the most common pattern is a run of well-made uploads built around the creator’s own phrasing of a topic, not the words viewers actually use. The fix isn’t to chase trends. It’s to start every idea from evidence that someone, somewhere, already wants it.",
      },
      {
        type: 'p',
        text: 'Here are the four sources we use, roughly in the order we use them, plus a short check to run before you pick up the camera.',
      },
      { type: 'h2', text: 'Start with the search bar, not a blank page' },
      {
        type: 'p',
        text: "YouTube’s autocomplete is built from what people type. It isn’t a volume chart, but every suggestion is a phrase that enough viewers have searched for YouTube to offer it back. Type your broad topic and read the list slowly. Then add a letter after it (“sourdough a”, “sourdough b”) and work through the alphabet. Then try question starters in front of it: *how to*, *why does*, *what is*, *best*, *vs*.",
      },
      {
        type: 'p',
        text: "Do this in a private window or signed out. Your own watch history nudges suggestions toward what you already watch, which is exactly the bias you’re trying to escape.",
      },
      {
        type: 'image',
        alt: 'Illustration of a search bar whose autocomplete suggestions branch out into a tree of separate video ideas',
        caption: 'One seed phrase, run through autocomplete, usually turns into a dozen narrower ideas.',
      },
      { type: 'h2', text: 'Look for outliers on channels like yours' },
      {
        type: 'p',
        text: "Open three or four channels in your niche that are roughly your size or a little bigger. On each, sort the videos by **Popular** and look for uploads that did several times better than that channel’s usual view count. An outlier on a 5,000-subscriber channel tells you far more than a hit on a channel with millions of subscribers, because the small channel didn’t have a huge audience to carry the video. The topic did the work.",
      },
      {
        type: 'p',
        text: "Write down the topic, not the title. You’re not going to copy their video; you’re noting that viewers responded to *this subject* and asking whether you can cover it better, more recently or from a different angle.",
      },
      { type: 'h2', text: 'Treat comments as a list of open questions' },
      {
        type: 'p',
        text: "Comments on popular videos in your niche are a free survey. Look for questions that the video didn’t answer, complaints (“this didn’t work for me because…”) and requests (“can you do one on…”). When the same question appears under several different creators’ videos, you’ve found a topic with demand and, often, no satisfying answer yet.",
      },
      {
        type: 'p',
        text: 'Your own comments count too. Keep a simple note of every question that shows up twice. After a few months, that note is usually the best idea list you have.',
      },
      { type: 'h2', text: 'Use the Research tab in YouTube Studio' },
      {
        type: 'p',
        text: "Inside YouTube Studio Analytics, the **Research** tab shows what your viewers and viewers across YouTube have been searching for around a topic. Some searches are flagged as content gaps, meaning people are searching but not finding videos that satisfy them. Those flags are worth taking seriously, especially if the phrasing is specific. A gap for “how to revive a neglected sourdough starter” is more useful than a gap for “bread”.",
      },
      {
        type: 'p',
        text: "To compare several ideas side by side, run them through our [keyword explorer](/keyword-explorer). Keep in mind that YouTube publishes no search volume numbers, so every tool’s volume figure, ours included, is an estimate. Use it to rank ideas against each other, not as a promise of views.",
      },
      { type: 'h2', text: 'Check the idea before you film it' },
      {
        type: 'p',
        text: 'An idea with demand still needs to be one you can win. Before you commit a weekend to it, run it through these questions:',
      },
      {
        type: 'ul',
        items: [
          '**Is there a clear phrase?** If you can’t write the search a viewer would type, the video will rely entirely on browse and suggested traffic.',
          '**What do the current results look like?** Old videos, poor audio or answers that miss the point are openings.',
          '**What will you add?** A newer method, a real test, a clearer explanation or a specific audience (“for small kitchens”, “for beginners”).',
          '**Does it fit your channel?** A search hit that attracts viewers who never watch anything else you make can confuse your recommendations later.',
          '**Can you make it in your normal production time?** The best idea you never publish is worth nothing.',
        ],
      },
      {
        type: 'p',
        text: 'An idea that passes all five is rarely a flop. It may not go viral, but it will keep finding viewers through search long after the upload week is over, which is the foundation every growing channel is built on. For more on turning these ideas into rankings, browse the [YouTube SEO](/blog/category/youtube-seo) section.',
      },
    ],
  },
  {
    title: 'A keyword research workflow you can finish in 30 minutes',
    excerpt:
      'A timed, repeatable process for choosing the search phrase behind your next video: seed list, autocomplete, estimated volume, a results-page check and a working title.',
    category: 'youtube-seo',
    tags: ['keyword-research', 'titles', 'checklist'],
    author: 'daniel-reyes',
    publishedDaysAgo: 52,
    body: [
      {
        type: 'p',
        text: "Keyword research has a reputation for being a rabbit hole. You open a tool to check one phrase and surface two hours later with forty tabs and no decision. The creators we work with who do it consistently have one thing in common: they give it a fixed slot and a fixed sequence. This is the sequence we teach. Set a timer for 30 minutes, follow the steps in order, and you’ll come out with one primary phrase, two supporting phrases and a working title.",
      },
      {
        type: 'p',
        text: 'It works best once per video, before you script. Doing it after filming is still useful, but by then the video is what it is, and you’re only choosing the label.',
      },
      { type: 'h2', text: 'Before the timer starts: decide what the video is for' },
      {
        type: 'p',
        text: "Not every video should be a search video. Some are for your existing audience (a behind-the-scenes update, a community Q&A), and forcing a keyword onto those makes the packaging worse. Keyword research pays off for videos that answer a question, solve a problem, review a product or teach a skill. If your next video is one of those, start the timer.",
      },
      { type: 'h2', text: 'Minutes 0–5: write a seed list' },
      {
        type: 'p',
        text: "Write down every way a viewer might describe the problem your video solves. Don’t filter yet. Include the plain version (“sourdough starter”), the problem version (“sourdough starter not rising”), the beginner version (“how to make a sourdough starter”) and any product or brand names involved. Five to ten seeds is plenty.",
      },
      {
        type: 'p',
        text: 'The most useful seeds are usually problems, not topics. People rarely search for a subject in the abstract; they search because something isn’t working or because they’re about to try something new.',
      },
      { type: 'h2', text: 'Minutes 5–12: expand the list' },
      { type: 'h3', text: 'Autocomplete' },
      {
        type: 'p',
        text: "In a private window, type each seed into YouTube search and note the suggestions. Add a space and a letter to surface more. You’re looking for phrases that are more specific than your seed but still clearly about your video. “Sourdough starter not rising after 5 days” is a gift: a real phrase, a specific problem, and an audience that’s already frustrated and ready to watch.",
      },
      { type: 'h3', text: 'A keyword tool' },
      {
        type: 'p',
        text: "Paste your best candidates into the [keyword explorer](/keyword-explorer) to see related phrases and a rough sense of demand and competition. One rule matters more than any feature: YouTube publishes no search volume numbers. Every volume figure from every tool is a model’s estimate. Treat the numbers as relative. If one phrase scores three times higher than another in the same tool, that difference is meaningful. The absolute number is not.",
      },
      {
        type: 'quote',
        text: 'Use volume estimates to compare phrases with each other, never to predict how many views a video will get.',
      },
      { type: 'h2', text: 'Minutes 12–20: read the results page' },
      {
        type: 'p',
        text: "This is the step most people skip, and it’s the one that decides whether you can actually rank. Search your top three or four candidate phrases and study the first page of results for each. You’re not watching the videos. You’re reading the page like a competitor would.",
      },
      { type: 'h3', text: 'What to look for' },
      {
        type: 'ul',
        items: [
          '**Age.** If the top results are several years old and the topic has changed since (new software versions, new rules, new products), a fresh, accurate video has a real opening.',
          '**Channel size versus views.** Small channels ranking well with solid view counts mean the phrase doesn’t demand a huge audience to compete.',
          '**Intent.** Are the results tutorials, reviews, reactions or explainers? If every result is a 20-minute deep dive, a 3-minute quick fix may be what’s missing, or it may be what searchers don’t want. Look at which format the most recent winners use.',
          '**Title match.** If the top results don’t use the phrase at all, YouTube is matching on meaning, and a precise title won’t give you much of an edge. If they all use it nearly word for word, you need it too.',
          '**Packaging quality.** Weak thumbnails and vague titles on page one are an opportunity you can act on directly.',
        ],
      },
      {
        type: 'p',
        text: 'By the end of this step, cross out any phrase where page one is dominated by big, recent, well-packaged videos that already do exactly what you planned. Unless you have a genuinely different angle, that fight is expensive.',
      },
      { type: 'h2', text: 'Minutes 20–25: choose one primary and two secondary phrases' },
      {
        type: 'p',
        text: "Pick the single phrase that best balances demand, your chance of ranking and fit with the video. That’s your **primary phrase**. It goes in the title, is said out loud early in the video (captions and transcripts are read by YouTube), and appears naturally in the first sentence of the description.",
      },
      {
        type: 'p',
        text: 'Then choose two **secondary phrases**: close variations or follow-up questions the video also answers. These belong in the description, in chapter titles if you use them, and in the script where they fit naturally. Don’t stuff them. One natural mention each is enough.',
      },
      { type: 'h2', text: 'Minutes 25–30: write the working title and first line' },
      {
        type: 'p',
        text: "Write three title options around the primary phrase. Keep the phrase near the front, and aim for the whole title to land inside 60–70 characters so it isn’t cut off in search results (the hard limit is 100 characters, but nobody sees the end of a 100-character title on a phone). Then write the first sentence of the description, which should restate the promise in plain words and include the primary phrase once.",
      },
      {
        type: 'p',
        text: 'You don’t need to finalise anything now. A working title shapes the script: if the title promises a fix in under five minutes, the video must deliver a fix in under five minutes.',
      },
      { type: 'h2', text: 'A worked example' },
      {
        type: 'p',
        text: 'Here’s how the 30 minutes went for a baking creator we coached, planning a video about starters that won’t rise.',
      },
      {
        type: 'ol',
        items: [
          '**Seeds:** sourdough starter, starter not rising, starter flat, starter smells, revive starter, starter from fridge.',
          '**Expansion:** autocomplete offered “sourdough starter not rising after a week”, “starter not bubbling” and “how to revive sourdough starter from fridge”. The keyword explorer ranked “sourdough starter not rising” clearly ahead of the others in estimated demand.',
          '**Results page:** the top results for “not rising” were mostly long general starter tutorials, several years old, that only touched on the problem. The fridge-revival phrase had fewer results but was well served by two recent videos.',
          '**Choice:** primary phrase “sourdough starter not rising”; secondaries “starter not bubbling” and “revive a sluggish starter”.',
          '**Working title:** “Sourdough Starter Not Rising? 6 Fixes, From Easiest to Last Resort” (66 characters).',
        ],
      },
      {
        type: 'p',
        text: 'The script followed the title: six fixes, in order, each tested on camera. The video didn’t explode, but it became the channel’s steadiest source of search traffic, month after month, which is what a search video is supposed to do.',
      },
      { type: 'h2', text: 'Common ways this goes wrong' },
      {
        type: 'ul',
        items: [
          '**Choosing the biggest number.** The phrase with the highest estimated volume is usually the hardest to rank for and the vaguest in intent.',
          '**Skipping the results page.** Tools can’t see that page one is full of fresh videos from channels ten times your size. Your eyes can.',
          '**Researching after editing.** You’ll end up choosing a phrase that describes the video you made rather than the one searchers want.',
          '**Forcing keywords into every video.** Community and personality videos don’t need them, and awkward titles can cost you clicks from your own subscribers.',
        ],
      },
      {
        type: 'p',
        text: 'Run the process on your next three search-focused videos and it will start to take closer to 20 minutes. When the video is live, check the title, description and tags together with the [SEO analyzer](/seo-analyzer) to make sure the phrase you chose made it into the places that matter.',
      },
    ],
  },
  {
    title: 'Writing a description that ranks: the first 150 characters',
    excerpt:
      'Only the opening of your description shows before “more”, and it often appears in search. How to write that line, what goes below it, and a template you can reuse.',
    category: 'youtube-seo',
    tags: ['descriptions', 'keyword-research'],
    author: 'daniel-reyes',
    publishedDaysAgo: 226,
    body: [
      {
        type: 'p',
        text: "A YouTube description can hold up to 5,000 bytes, which is a lot of room. Most viewers will see a tiny fraction of it. On the watch page, only roughly the first 100 to 157 characters sit above the fold before the description is cut off behind “more”, and a similar slice can appear under your title in search results. That short opening does more work than everything beneath it combined, yet on most channels we audit it’s a subscribe request, a sponsor link or a row of emoji.",
      },
      {
        type: 'p',
        text: 'This guide covers how to write that opening, what belongs in the rest of the description, and a template you can copy.',
      },
      { type: 'h2', text: 'Why the first line matters so much' },
      {
        type: 'p',
        text: 'The opening of the description does three jobs at once:',
      },
      {
        type: 'ul',
        items: [
          '**It tells YouTube what the video is about,** in words, reinforcing your title and what you say in the video.',
          '**It can show in search results,** giving a searcher a second reason to click after the title.',
          '**It’s what viewers read on the watch page** when they’re deciding whether to stay, especially on desktop.',
        ],
      },
      {
        type: 'p',
        text: 'A line like “Don’t forget to like and subscribe! 🔔” does none of these. A line that restates the promise with the primary search phrase does all three.',
      },
      { type: 'h2', text: 'How to write the opening line' },
      {
        type: 'p',
        text: "Think of it as the answer to “what will I get from this video?”, written for a person, with your main phrase included once. Aim to get the full point across inside the first 100 characters, so it survives even on layouts that cut off early.",
      },
      { type: 'h3', text: 'Before and after' },
      {
        type: 'p',
        text: '**Before:** “Hey guys! Welcome back to the channel. Today we have a really fun one for you, make sure you stick around until the end…”',
      },
      {
        type: 'p',
        text: '**After:** “Sourdough starter not rising? Six fixes, tested on camera, from a simple temperature change to starting over the right way.”',
      },
      {
        type: 'p',
        text: "The second version leads with the search phrase, makes a specific promise and gives the viewer a reason to trust it (“tested on camera”). It’s also under 130 characters.",
      },
      { type: 'h3', text: 'What not to put first' },
      {
        type: 'ul',
        items: [
          'Links, including affiliate and sponsor links. Put them in the second paragraph; nobody clicks a bare link without context.',
          'Hashtags. They work fine at the end of the description.',
          'A copy of the title. Repeat the phrase, not the whole sentence.',
          'Greetings and subscribe requests. Say them in the video if you must.',
        ],
      },
      { type: 'h2', text: 'What goes below the fold' },
      {
        type: 'p',
        text: "Below the opening, write for the viewer who clicked “more” because they want detail. Two to four short paragraphs expanding on what the video covers are enough. This is where your secondary phrases fit naturally. Write sentences, not keyword lists: a block of comma-separated phrases looks like spam to viewers and adds nothing for YouTube.",
      },
      {
        type: 'p',
        text: 'After that, add the practical sections: chapters, links mentioned in the video, related videos or playlists, sponsor disclosures, and a few hashtags at the very end. If the same footer appears on every upload, keep it short so the unique part of each description stays the largest part.',
      },
      { type: 'h2', text: 'A description template' },
      {
        type: 'p',
        text: 'This is the structure we suggest to most channels. Adjust the sections to your niche, but keep the order: promise first, detail second, housekeeping last.',
      },
      {
        type: 'code',
        language: 'text',
        code: [
          'Sourdough starter not rising? Six fixes, tested on camera, from a simple temperature change to starting over the right way.',
          '',
          'A sluggish starter is usually a temperature, flour or feeding-ratio problem. In this video I test each fix on the same starter so you can see what changes and how fast.',
          '',
          'If your starter is not bubbling at all, start with fixes 1 and 2. If it rises and then collapses, skip to fix 4.',
          '',
          'CHAPTERS',
          '0:00 Why starters stop rising',
          '0:48 Fix 1: Warm it up',
          '2:10 Fix 2: Change the flour',
          '3:35 Fix 3: Adjust the feeding ratio',
          '5:02 Fix 4: Feed on a schedule',
          '6:40 Fix 5: Use less starter',
          '8:05 Fix 6: Start over (properly)',
          '',
          'MENTIONED IN THIS VIDEO',
          'Beginner sourdough playlist: youtube.com/@breadbyhand/playlists',
          'Printable feeding chart: breadbyhand.com/feeding-chart',
          '',
          'Kitchen scale I use (affiliate link): breadbyhand.com/scale',
          '',
          '#sourdough #baking #breadmaking',
        ].join('\n'),
      },
      {
        type: 'p',
        text: 'The chapters block follows YouTube’s rules: it starts at 0:00, has at least three entries in ascending order, and every chapter runs for at least ten seconds.',
      },
      { type: 'h2', text: 'Bytes, not characters' },
      {
        type: 'p',
        text: "The 5,000 limit is measured in bytes. Plain English letters take one byte each, but emoji and many non-Latin characters take two to four. Most descriptions never come close, but if you write in a language with a non-Latin script, or you paste long link lists and decorate them with emoji, you can hit the limit sooner than the character count suggests.",
      },
      { type: 'h2', text: 'Fixing the descriptions you already have' },
      {
        type: 'p',
        text: "You don’t need to rewrite your whole back catalogue. Start with the ten videos that get the most search traffic (in Analytics, open Traffic source: YouTube search) and the ten that get the most impressions. Rewrite only the opening two lines of each so they lead with what the video delivers. Run the updated metadata through the [SEO analyzer](/seo-analyzer) to catch anything missing, like the primary phrase not appearing in the description at all.",
      },
      {
        type: 'p',
        text: 'Small edits to descriptions won’t transform a video’s performance overnight, and you shouldn’t expect them to. What they do is remove a weakness that every well-ranked competitor has already fixed.',
      },
    ],
  },
  {
    title: 'Tags in 2026: what they still do, and what they don’t',
    excerpt:
      'Video tags are the most over-discussed field in YouTube SEO. Here is what they are still useful for, how the 500-character limit works, and how little time to spend on them.',
    category: 'youtube-seo',
    tags: ['tags', 'keyword-research', 'beginners'],
    author: 'daniel-reyes',
    publishedDaysAgo: 4,
    body: [
      {
        type: 'p',
        text: "Every few weeks someone sends us a video that underperformed along with a question: were the tags wrong? Almost never. YouTube’s own help pages say tags play a minimal role in discovery, and in the channels we audit, tags are rarely the difference between a video that finds its audience and one that doesn’t. Tags aren’t useless, though. They’re a small tool with a couple of specific jobs.",
      },
      { type: 'h2', text: 'What tags still do' },
      {
        type: 'ul',
        items: [
          '**Catch misspellings and alternate spellings.** This is the use YouTube itself points to. If viewers commonly type “sourdough” as “sour dough”, or your product is spelled three different ways, a tag covers the variants without cluttering your title.',
          '**Clarify ambiguous words.** A video about the Python programming language and a video about python snakes share a word. A couple of tags that add context help.',
          '**Cover abbreviations and translations.** “OBS” and “Open Broadcaster Software”, or a common term in a second language your viewers use.',
        ],
      },
      { type: 'h2', text: 'What tags don’t do' },
      {
        type: 'p',
        text: "They don’t rescue a weak title, a vague description or a topic nobody searches for. YouTube understands your video mostly from the title, the description, what you say in it and how viewers respond to it. Adding thirty loosely related tags won’t make it rank for thirty phrases. And copying a big competitor’s tags won’t put you next to their videos in suggested.",
      },
      { type: 'h2', text: 'How the limit works' },
      {
        type: 'p',
        text: "The tags field allows 500 characters in total across all tags, not per tag. The separators count toward that total, so a handful of long phrases fills it faster than you might think. In practice you never need to get close to the limit. Five to ten focused tags is enough for almost any video.",
      },
      { type: 'h2', text: 'A two-minute tagging routine' },
      {
        type: 'ol',
        items: [
          'Add your primary search phrase exactly as you used it in the title.',
          'Add two or three close variations, including any common misspellings.',
          'Add one or two broader tags that describe the topic (“sourdough baking”).',
          'Add your channel name if viewers search for it, so your own videos cluster together.',
          'Stop. Spend the saved time on your thumbnail.',
        ],
      },
      {
        type: 'p',
        text: "If you want a second opinion on the whole set of metadata at once, the [SEO analyzer](/seo-analyzer) checks tags alongside the title and description, which is where the real weight sits.",
      },
      { type: 'h2', text: 'The bottom line' },
      {
        type: 'p',
        text: "Fill the tags field, keep it tidy and then forget it. If a video isn’t getting found, the answer is almost always in the topic, the title or the first lines of the description. There’s more on those in the [YouTube SEO](/blog/category/youtube-seo) section.",
      },
    ],
  },
  {
    title: 'YouTube chapters: the rules, good examples and when they hurt',
    excerpt:
      'Chapters help viewers navigate and can surface your video as key moments in search. The exact rules, how to name chapters well, and the videos where they cost you watch time.',
    category: 'youtube-seo',
    tags: ['chapters', 'descriptions', 'retention'],
    author: 'daniel-reyes',
    publishedDaysAgo: 138,
    body: [
      {
        type: 'p',
        text: "Chapters split a video into labelled sections on the progress bar. For a viewer, they’re a table of contents. For you, they’re another place to describe your video in words, and a way for individual sections to surface in search as key moments. But chapters also make it easy to skip, and on some videos that’s the last thing you want. This guide covers the rules that make chapters appear, how to write them, and how to tell whether they’re helping or hurting a particular video.",
      },
      { type: 'h2', text: 'The rules chapters have to follow' },
      {
        type: 'p',
        text: 'You add chapters by typing a list of timestamps and titles into the description. If the list breaks any of these rules, YouTube silently ignores it and no chapters appear:',
      },
      {
        type: 'ul',
        items: [
          'The **first timestamp must be 0:00**. Not 0:01, not 0:05.',
          'There must be **at least three** timestamps.',
          'Timestamps must be in **ascending order**.',
          'Each chapter must be **at least 10 seconds** long.',
        ],
      },
      {
        type: 'p',
        text: 'Each timestamp goes at the start of its own line, followed by the chapter title. For videos longer than an hour, use hours too (1:02:30). If chapters don’t appear after you publish, check these four rules first; a missing 0:00 line is the most common cause by far.',
      },
      {
        type: 'p',
        text: 'YouTube can also generate chapters automatically for some videos. You’ll find the setting for automatic chapters in the video’s details in Studio. Manual chapters in the description take priority over automatic ones, and if you don’t want chapters at all on a video, turn the automatic option off.',
      },
      { type: 'h2', text: 'A chapter list that works' },
      {
        type: 'p',
        text: 'Here is a chapter list from a 14-minute camera review. It follows the rules and, just as importantly, every title tells the viewer what they’ll get:',
      },
      {
        type: 'code',
        language: 'text',
        code: [
          '0:00 Verdict in 30 seconds',
          '0:32 Who this camera is for',
          '1:45 Build and handling',
          '3:20 Image quality in daylight',
          '5:58 Low light and noise',
          '8:10 Autofocus for video',
          '10:05 Battery life test',
          '11:40 What I would change',
          '12:55 Alternatives at the same price',
        ].join('\n'),
      },
      { type: 'h3', text: 'What makes these titles good' },
      {
        type: 'ul',
        items: [
          '**They describe content, not structure.** “Battery life test” beats “Part 6”.',
          '**They use the words people search.** “Low light and noise” and “autofocus for video” are phrases a buyer actually types.',
          '**They’re short.** Chapter titles are truncated on the progress bar, so the first three or four words carry the meaning.',
          '**The first chapter is honest.** Leading with the verdict feels risky, but viewers who want the verdict would otherwise leave to find it elsewhere.',
        ],
      },
      { type: 'h3', text: 'Titles to avoid' },
      {
        type: 'p',
        text: "“Intro”, “Part 2”, “Section 3”, “Outro” and clever in-jokes tell the viewer nothing. If your first chapter is called “Intro”, you’re telling people exactly which part is safe to skip. Call it what it is instead: “Why starters stop rising” or “What we’re building today”.",
      },
      { type: 'h2', text: 'How chapters help you get found' },
      {
        type: 'p',
        text: 'Chapter titles are text attached to specific points in your video. Search engines, including Google, can show individual chapters as key moments, linking a searcher straight to the relevant minute. For a long tutorial that answers many questions, that means one video can be relevant to many searches, each pointing into a different part of it.',
      },
      {
        type: 'p',
        text: 'This is one reason we recommend chapters for most reference-style content: tutorials, reviews, comparisons, lectures and long interviews. Viewers of this content are looking for something specific, and chapters help them find it in your video rather than in someone else’s.',
      },
      { type: 'h2', text: 'When chapters hurt' },
      {
        type: 'p',
        text: 'Chapters make skipping easy. For content that’s watched for a specific answer, that’s a feature. For content that depends on a build-up, it can cost you a lot of watch time.',
      },
      {
        type: 'ul',
        items: [
          '**Story-driven videos.** Vlogs, documentaries and narrative essays rely on setup and payoff. A chapter called “The result” invites viewers to jump straight to the ending and leave.',
          '**Challenge and reveal videos.** If the whole video is building to an answer, a chapter list gives the answer away.',
          '**Short videos.** On a four-minute video, chapters add clutter and give viewers little they need.',
          '**Entertainment where the pace is the point.** Comedy sketches and reaction content don’t benefit from a table of contents.',
        ],
      },
      {
        type: 'image',
        alt: 'Illustration of a video progress bar divided into chapter segments, with viewers jumping past the early segments to the last one',
        caption: 'When chapter titles reveal the payoff, viewers skip to it, and the retention graph shows the jump.',
      },
      { type: 'h2', text: 'How to tell if chapters are working' },
      {
        type: 'p',
        text: "Open the video’s audience retention graph in Analytics. With chapters, it’s normal to see small spikes at chapter starts (people jumping in) and small dips just before them (people jumping away). That’s viewers navigating, and it’s fine. What you’re watching for is a pattern where many viewers jump from the first minute to the final chapter and leave. If that’s happening, the chapter list is acting as a shortcut to the exit.",
      },
      {
        type: 'p',
        text: 'Compare the average view duration with similar videos on your channel that didn’t have chapters. One comparison proves nothing, but if your chaptered story videos consistently hold viewers for less time than your unchaptered ones, the chapters are probably the reason.',
      },
      { type: 'h2', text: 'A middle path for mixed videos' },
      {
        type: 'p',
        text: 'Many videos are part reference, part story. A build video, for example, has a narrative but also sections people come back to (“wiring the lights”). In those cases, chapter the practical sections and give the story sections neutral names that don’t spoil the outcome. “Final assembly” is fine; “It finally works!” gives away the ending.',
      },
      { type: 'h2', text: 'Adding chapters to videos you’ve already published' },
      {
        type: 'p',
        text: 'You can add chapters to any existing video by editing its description. There’s no need to re-upload, and it’s one of the quickest improvements you can make to an older tutorial that still gets search traffic. Watch the video at double speed with a notepad, write down the timestamp every time the topic changes, and name each section after what it teaches. A ten-minute tutorial usually takes about fifteen minutes to chapter this way.',
      },
      {
        type: 'p',
        text: 'If you have a large back catalogue, prioritise by traffic source. Videos that get most of their views from YouTube search are watched for answers and benefit the most. Videos that mostly get browse traffic are often watched for the experience, and benefit the least.',
      },
      { type: 'h3', text: 'When chapters still don’t appear' },
      {
        type: 'ul',
        items: [
          'The first line reads 0:01 or 0:05 instead of 0:00.',
          'Two timestamps are less than ten seconds apart, often because of a typo in the minutes.',
          'The list is out of order, usually after an edit moved a section and the timestamps weren’t updated.',
          'There are only two timestamps. Every list needs at least three.',
        ],
      },
      {
        type: 'p',
        text: 'Fix the list, save, and give YouTube a little time to pick up the change before you check again.',
      },
      { type: 'h2', text: 'Chapter checklist' },
      {
        type: 'ol',
        items: [
          'Decide whether the video is watched for answers (use chapters) or for the journey (probably don’t).',
          'Start the list at 0:00 and keep it in ascending order.',
          'Make sure there are at least three chapters, each at least 10 seconds long.',
          'Name each chapter after what the viewer gets, using words people search.',
          'Put the list in the description below your opening paragraph, not at the very top.',
          'After a week, check the retention graph for jumps that look like viewers skipping to the end.',
        ],
      },
      {
        type: 'p',
        text: 'Chapters are one of the few pieces of metadata that improve the viewer’s experience and your discoverability at the same time, as long as you use them on the right videos. For what to write above them, see our guide to the first 150 characters of a description, in the [YouTube SEO](/blog/category/youtube-seo) section.',
      },
    ],
  },
  {
    title: 'Hashtags on YouTube: the 60 limit and the three that show',
    excerpt:
      'How YouTube hashtags actually work: why more than 60 gets them all ignored, which three appear with your title, and a simple rule for choosing the ones worth adding.',
    category: 'youtube-seo',
    tags: ['hashtags', 'descriptions', 'beginners'],
    author: 'daniel-reyes',
    publishedDaysAgo: 298,
    body: [
      {
        type: 'p',
        text: "Hashtags on YouTube look like hashtags everywhere else, but they behave differently from how most creators use them. They’re clickable links to a page of other videos with the same tag, not a ranking switch. Used sparingly, they add a little context. Used the way people use them on other platforms, with thirty in a row, they can do nothing at all.",
      },
      { type: 'h2', text: 'The rules worth knowing' },
      {
        type: 'ul',
        items: [
          '**More than 60 hashtags and YouTube ignores all of them** on that video. Not the extras: every one.',
          '**The first three hashtags** in your description are shown with your title on the watch page.',
          '**If you put hashtags in the title itself,** those are the ones that show, and the description hashtags won’t be displayed with the title.',
          '**Hashtags must relate to the video.** Misleading or unrelated hashtags go against YouTube’s policies and can get them, or the video, removed.',
          '**No spaces.** #sourdoughbaking works; #sourdough baking is a hashtag for “sourdough” followed by an ordinary word.',
        ],
      },
      { type: 'h2', text: 'Where to put them' },
      {
        type: 'p',
        text: "Put hashtags at the end of the description. They’re clutter in the opening line, which should be spent on telling viewers what the video delivers. We rarely recommend hashtags in the title of long-form videos: they take up characters that are already in short supply, since only about 60 to 70 characters of a title are visible in search.",
      },
      { type: 'h2', text: 'Choosing the three that matter' },
      {
        type: 'p',
        text: 'Since only the first three appear with your title, order matters. A simple rule:',
      },
      {
        type: 'ol',
        items: [
          'One hashtag for the specific topic (#sourdoughstarter).',
          'One for the broader subject (#baking).',
          'One for your channel or series, if viewers know it by name (#breadbyhand).',
        ],
      },
      {
        type: 'p',
        text: "That’s usually enough. You can add a few more below them, but in the channels we audit we’ve never seen a long hashtag list make a measurable difference, and it makes the description look like spam to the viewers who do scroll down.",
      },
      { type: 'h2', text: 'When hashtags help most' },
      {
        type: 'p',
        text: 'Hashtags are most useful for recurring series and events: a weekly show, a challenge, or a topic that has a hashtag page people actually browse. Click the hashtag yourself before using it. If the page is full of unrelated or low-quality videos, it won’t send you the viewers you want.',
      },
      {
        type: 'p',
        text: 'Hashtags are a finishing touch, not a strategy. For the metadata that does the heavy lifting, start with your title and description, and check them together in the [SEO analyzer](/seo-analyzer).',
      },
    ],
  },
  // ---------------------------------------------------------------------------
  // Content strategy
  // ---------------------------------------------------------------------------
  {
    title: 'How to plan a video series viewers binge',
    excerpt:
      'A well-planned series turns one view into five. How to choose a series idea, structure episodes that stand alone yet lead on, and use playlists and end screens to connect them.',
    category: 'content-strategy',
    tags: ['playlists', 'end-screens', 'retention'],
    author: 'maya-okafor',
    publishedDaysAgo: 172,
    body: [
      {
        type: 'p',
        text: "When I was growing my cooking channel, the single biggest change in how viewers behaved came from one decision: I stopped making individual recipes and started making series. Not because series are magic, but because they answer the question every viewer has at the end of a video they enjoyed: *what should I watch next?* If you’ve already answered it, they stay on your channel. If you haven’t, YouTube answers it for them, usually with someone else’s video.",
      },
      {
        type: 'p',
        text: 'This is how I plan a series now, and how we help creators at TubeLift plan theirs.',
      },
      { type: 'h2', text: 'What makes a series bingeable' },
      {
        type: 'p',
        text: 'A series people binge has three properties. Miss any one of them and you get a playlist that people start and abandon.',
      },
      {
        type: 'ul',
        items: [
          '**A clear, shared promise.** Every episode delivers the same kind of value: “one-pan dinners under 30 minutes”, “fixing a 1970s camper, one system at a time”, “learning piano from zero in public”.',
          '**Standalone episodes.** Each episode makes sense to a viewer who has never seen the others, because most viewers will arrive in the middle.',
          '**A reason to continue.** Something carries over: progress, a running total, a question left open, or simply the confidence that the next one will be as good.',
        ],
      },
      { type: 'h2', text: 'Choosing a series idea' },
      {
        type: 'p',
        text: 'The best series ideas usually come from a video you’ve already made that did well. Look at your top videos from the last year and ask: what is the repeatable part of this? If a video called “5 dinners from one grocery bag” beat your average, the repeatable part isn’t the five specific dinners, it’s the constraint. That becomes a series: one bag, different budgets, different seasons, different diets.',
      },
      { type: 'h3', text: 'Three series formats that work' },
      {
        type: 'ol',
        items: [
          '**The progression series.** A project or skill that develops over episodes: a renovation, a fitness goal, learning a language. Viewers come back to see progress. The risk is that later episodes depend on earlier ones, so you have to work harder to keep each one standalone.',
          '**The format series.** The same structure applied to new subjects each time: “Trying every”, “Ranking”, “Budget vs expensive”. Easy for viewers to understand and easy for you to produce. The risk is fatigue, so vary the subjects boldly.',
          '**The curriculum series.** A topic taught in order: “Photography basics, lesson 1 to 10”. Strong for search, because each lesson targets its own question. The risk is that it can feel like homework unless each lesson has a satisfying result.',
        ],
      },
      { type: 'h2', text: 'Plan the first five episodes before you publish one' },
      {
        type: 'p',
        text: "A series that fizzles after two episodes does more harm than good: viewers who binge-watch find nothing to binge. Before you publish episode one, write the titles for at least five episodes. If you can’t come up with five that you’d genuinely want to click, the idea isn’t strong enough yet.",
      },
      {
        type: 'p',
        text: "Then order them. Your first episode should be the one with the broadest appeal, not the logical starting point. In a camper-van series, “Why I bought a 50-year-old van” is a weaker first upload than “Opening up a van nobody has touched since 1979”. You can always explain the backstory in episode three.",
      },
      {
        type: 'p',
        text: 'Think about the release rhythm at the same time. A series loses momentum if episode two arrives two months after episode one, because the viewers it attracted have moved on. If you can’t sustain a regular pace, film two or three episodes before you publish the first, so the gaps between them stay short while interest is highest.',
      },
      {
        type: 'quote',
        text: 'Most viewers will meet your series in the middle. Plan every episode as if it’s someone’s first, and give them a reason to go back to the start.',
      },
      { type: 'h2', text: 'Make each episode stand on its own' },
      {
        type: 'p',
        text: 'In the first 30 seconds of every episode, a new viewer should know what this video delivers, without needing context. You can acknowledge the series (“this is part four of the camper build”), but the opening should be about *this* episode’s payoff. Save the recap for a short line, or skip it and link to earlier episodes instead.',
      },
      {
        type: 'p',
        text: 'Titles follow the same rule. “Camper Build Part 4” tells a new viewer nothing. “Rewiring a 1979 Camper for Solar (Camper Build, Ep. 4)” tells them what they’ll get, and the series label comes second.',
      },
      { type: 'h2', text: 'Connect the episodes' },
      {
        type: 'image',
        alt: 'Illustration of five connected video cards in a row, with arrows linking each end screen to the next episode',
        caption: 'End screens, playlists and a pinned comment should all point to the same next step.',
      },
      { type: 'h3', text: 'Playlists' },
      {
        type: 'p',
        text: 'Create a playlist for the series and add each episode as it goes live, in the order you want people to watch. Link to the playlist in every episode’s description, and when you share a link to an episode, share the version that opens inside the playlist, so autoplay carries viewers to the next one. Put the playlist on your channel page as a section too, near the top.',
      },
      { type: 'h3', text: 'End screens' },
      {
        type: 'p',
        text: "Use the end screen to point to one specific next video, not a generic “best for viewer” slot. For a progression series, that’s the next episode. For a format series, it’s the episode most similar to this one. Then say it out loud: “In the next one, I open up the fuel tank, and it’s not good.” A spoken reason to click will always beat a silent box on screen.",
      },
      { type: 'h3', text: 'The last 20 seconds' },
      {
        type: 'p',
        text: 'Viewers who reach your end screen are your most engaged viewers, so don’t lose them with a long goodbye. End the content, tease the next episode in one sentence, and let the end screen do the rest. Long outros are one of the most reliable retention drops we see in audits.',
      },
      { type: 'h2', text: 'Keep the packaging consistent, but not identical' },
      {
        type: 'p',
        text: "Series thumbnails should be recognisable as a set: the same colour treatment, the same placement of a logo or episode marker, the same style of text. But each one still has to sell its own episode. If all five thumbnails look the same, viewers can’t tell which ones they’ve already watched. Our [thumbnail maker](/thumbnail-maker) makes it easy to save a layout and reuse it across episodes.",
      },
      { type: 'h2', text: 'Measure whether it’s working' },
      {
        type: 'p',
        text: 'A series earns its keep when viewers watch more than one episode. In YouTube Analytics, look at:',
      },
      {
        type: 'ul',
        items: [
          '**End screen click rate** on each episode, compared with your non-series videos.',
          '**Playlist views and average views per playlist start,** which tells you how many episodes people watch in a row.',
          '**Returning viewers** during the weeks you publish the series, compared with the weeks before it started.',
          '**Traffic from suggested videos where the source is your own channel,** which grows when episodes recommend each other.',
        ],
      },
      {
        type: 'p',
        text: 'If people aren’t moving from episode to episode, the problem is usually one of three things: the episodes depend too much on each other, the end screen points to the wrong video, or the series promise is too vague for viewers to want more of it.',
      },
      { type: 'h2', text: 'When to end a series' },
      {
        type: 'p',
        text: 'End a series when the views per episode fall steadily for several episodes in a row and the comments stop asking for more. Give it a proper final episode with a clear ending, and then the whole playlist becomes a complete, bingeable product that can keep finding viewers for years. An abandoned series doesn’t. For more on planning what to make next, see the rest of our [content strategy](/blog/category/content-strategy) guides.',
      },
    ],
  },
  {
    title: 'Choosing a niche that is narrow enough to grow',
    excerpt:
      'A niche is not a topic, it is a promise to a specific viewer. How to narrow a broad idea until it is clear who it is for, and when it is safe to widen it again.',
    category: 'content-strategy',
    tags: ['beginners', 'algorithm', 'channel-branding'],
    author: 'maya-okafor',
    publishedDaysAgo: 362,
    body: [
      {
        type: 'p',
        text: "“Pick a niche” is the most repeated advice on YouTube and one of the least explained. When I started my cooking channel, I thought “cooking” was a niche. It isn’t. It’s a category with millions of videos, and a new channel can’t give viewers any reason to choose it over the others. My channel started growing when I narrowed it to weeknight dinners for people who cook for one. Same kitchen, same camera, completely different result.",
      },
      {
        type: 'p',
        text: 'Here’s how to find that narrower version of your idea, and how to know when you can widen out again.',
      },
      { type: 'h2', text: 'A niche is a viewer, not a topic' },
      {
        type: 'p',
        text: "The useful way to think about a niche is: *who is this for, and what do they want from me?* “Cooking” describes a topic. “Quick dinners for people who live alone and hate waste” describes a viewer. Once you can picture that viewer, you know which ideas to make, which to skip, how to title them and what to put in the thumbnail.",
      },
      {
        type: 'p',
        text: 'It also helps YouTube. When the same kind of viewer watches video after video on your channel, the recommendation system learns who to show your next upload to. When every video attracts a different crowd, each upload starts from scratch.',
      },
      { type: 'h2', text: 'Three ways to narrow a broad idea' },
      {
        type: 'ul',
        items: [
          '**Narrow by audience.** Photography for parents. Woodworking for renters. Guitar for adults over 50.',
          '**Narrow by constraint.** Meals under £3. Gaming on a ten-year-old laptop. Gardening on a balcony.',
          '**Narrow by approach.** Science explained with kitchen experiments. History told through maps. Reviews that test products until they break.',
        ],
      },
      {
        type: 'p',
        text: 'You usually only need one of these. Stacking all three (budget balcony gardening for retirees, explained through experiments) gets so narrow that you’ll run out of ideas, or viewers.',
      },
      { type: 'h2', text: 'How to tell if it’s too narrow' },
      {
        type: 'p',
        text: 'A niche is too narrow when you can’t write a list of 30 video ideas for it, or when nobody is searching for any of them. Try it: sit down and write 30 titles. Then run ten of them through the [keyword explorer](/keyword-explorer). You’re not looking for big numbers (and remember, every tool’s volume figure is an estimate, since YouTube doesn’t publish search volume). You’re checking that at least some of your ideas show signs of real demand.',
      },
      { type: 'h2', text: 'How to tell if it’s too broad' },
      {
        type: 'p',
        text: 'A niche is too broad when:',
      },
      {
        type: 'ul',
        items: [
          'You can’t describe your ideal viewer in one sentence.',
          'Your videos’ views swing wildly and unpredictably from upload to upload.',
          'Your returning viewer numbers stay low even when individual videos do well.',
          'Comments on one video come from a completely different crowd than comments on the last.',
        ],
      },
      {
        type: 'p',
        text: 'That last one is the clearest signal in the channels we audit. If your comment sections look like they belong to three different channels, you effectively have three small channels sharing one name.',
      },
      { type: 'h2', text: 'A ten-minute exercise' },
      {
        type: 'p',
        text: 'If you’re not sure where your channel sits, try this before you plan your next month of videos:',
      },
      {
        type: 'ol',
        items: [
          'Finish this sentence: “My channel helps *a specific viewer* to *get a specific result*.” Keep rewriting it until a stranger could picture that viewer.',
          'List your last ten videos and mark each one that clearly serves the viewer in your sentence.',
          'For each unmarked video, ask whether it brought in viewers who watched anything else. The Audience tab in YouTube Studio will tell you.',
          'Write five new ideas that serve the viewer in your sentence better than anything you’ve made so far.',
        ],
      },
      {
        type: 'p',
        text: 'If fewer than half of your last ten videos fit the sentence, the sentence is probably describing the channel you want, not the one you have. That’s fine. It tells you where to steer.',
      },
      { type: 'h2', text: 'Your niche shows in your packaging' },
      {
        type: 'p',
        text: 'A narrow niche makes titles and thumbnails easier to write, because you know who you’re talking to. “The 15-minute dinner I make when I’m cooking for one” speaks directly to a specific viewer who will recognise themselves in it. Over time, a consistent look and voice also means viewers recognise your videos in their feed before they read a word.',
      },
      { type: 'h2', text: 'When to widen' },
      {
        type: 'p',
        text: "Widening works once you have an audience that trusts you, and when the new topic still serves the same viewer. My solo-cooking audience was happy to watch videos about meal planning, kitchen gear on a budget and shopping for one, because those served the same person. They were much less interested in a dinner-party series, which served a different person entirely.",
      },
      {
        type: 'p',
        text: "Test a wider topic with one or two videos first, and watch the returning viewer numbers. If your regulars show up, widen further. If the new videos bring mostly new viewers who don’t stick around, you’ve found the edge of your niche, and that’s useful to know too.",
      },
    ],
  },
  {
    title: 'Search, browse and community: a three-part content plan',
    excerpt:
      'Different videos get discovered in different ways. How to plan a mix of search videos, browse videos and community videos so your channel grows steadily instead of in spikes.',
    category: 'content-strategy',
    tags: ['algorithm', 'keyword-research', 'community'],
    author: 'maya-okafor',
    publishedDaysAgo: 86,
    body: [
      {
        type: 'p',
        text: "Ask ten creators how they plan their uploads and most will describe a list of ideas they find interesting, ranked by how excited they feel. That’s a fine place to start, but it misses something important: videos reach viewers through very different doors. Some get found through search. Some get pushed to viewers on the home page and in suggested videos. Some exist mainly for people who already love your channel. If you know which door a video is meant for, you can plan it, package it and judge it properly.",
      },
      { type: 'h2', text: 'The three kinds of video' },
      {
        type: 'image',
        alt: 'Illustration of three doors labelled with a magnifying glass, a home feed and a heart, each leading into the same channel',
        caption: 'Search, browse and community videos reach viewers through different doors.',
      },
      { type: 'h3', text: 'Search videos' },
      {
        type: 'p',
        text: 'These answer a question people type: how to fix, how to make, which to buy. They usually start slowly and keep getting views for months or years. They bring in new viewers who don’t know you yet. Titles are clear and literal, and the research happens before you script, with tools like our [keyword explorer](/keyword-explorer).',
      },
      { type: 'h3', text: 'Browse videos' },
      {
        type: 'p',
        text: "These are designed to be clicked when nobody was looking for them: on the home page and in suggested videos. They lean on curiosity, a strong idea and great packaging. “I cooked only with a microwave for a week” isn’t something anyone searches for, but it’s something a lot of people click. Browse videos can grow fast, but they usually fade quickly too, and they live or die on the thumbnail and title.",
      },
      { type: 'h3', text: 'Community videos' },
      {
        type: 'p',
        text: 'These are for your existing audience: Q&As, behind-the-scenes, updates, personal stories, live streams. They rarely reach many new viewers, and that’s fine. They deepen the relationship with the people who already watch, and those people are the ones who show up in the first hours after every upload.',
      },
      { type: 'h2', text: 'Why the mix matters' },
      {
        type: 'p',
        text: 'Each type on its own has a weakness. A channel of only search videos can feel like a reference library: useful, but viewers come for an answer and leave. A channel of only browse videos is exciting but unstable, riding spikes and slumps. A channel of only community videos stays small, because nothing brings new people in.',
      },
      {
        type: 'p',
        text: 'Mixing them means search videos bring in new viewers steadily, browse videos give you a chance at bigger reach, and community videos turn some of those viewers into regulars.',
      },
      { type: 'h2', text: 'A starting ratio' },
      {
        type: 'p',
        text: 'There’s no correct ratio, and it depends heavily on your niche. But if you need a place to start, this is what I suggest to most channels under 10,000 subscribers:',
      },
      {
        type: 'ul',
        items: [
          '**About half search videos.** They compound over time, and a small channel needs viewers that don’t depend on an existing audience.',
          '**About a third browse videos.** Enough to learn what packaging works for your audience, without betting every upload on it.',
          '**The rest community videos.** Roughly one in six or seven uploads, or a regular live stream.',
        ],
      },
      {
        type: 'p',
        text: 'As a channel grows, the balance often shifts toward browse videos, because there’s a larger audience for YouTube to show them to first. Tutorial-heavy niches may stay search-heavy forever, and that’s fine.',
      },
      { type: 'h3', text: 'An example month' },
      {
        type: 'p',
        text: 'Here’s what that looks like for a home-cooking channel publishing once a week:',
      },
      {
        type: 'ul',
        items: [
          '**Week 1 (search):** “How to cook rice on the stove without it sticking”.',
          '**Week 2 (browse):** “I cooked every meal in one pan for a week”.',
          '**Week 3 (search):** “Freezer meals for one: 5 that reheat well”.',
          '**Week 4 (community):** a live Q&A answering the month’s most common comment questions.',
        ],
      },
      {
        type: 'p',
        text: 'The search videos keep bringing in new viewers for months, the browse video gives the channel a chance at wider reach, and the live stream gives regulars a reason to show up. None of them would do all three jobs on its own.',
      },
      { type: 'h2', text: 'Judge each video by the right yardstick' },
      {
        type: 'p',
        text: 'This is where the framework pays off. If you compare every video to your best browse hit, your search videos will always look like failures in week one. Judge each type by what it’s for:',
      },
      {
        type: 'ul',
        items: [
          '**Search videos:** search traffic and views after 30 and 90 days, not the first 48 hours.',
          '**Browse videos:** click-through rate and views in the first week, especially from browse features and suggested videos.',
          '**Community videos:** comments, likes and returning viewers, not total views.',
        ],
      },
      { type: 'h2', text: 'Putting it into a calendar' },
      {
        type: 'p',
        text: 'Label every idea in your list with S, B or C before you schedule it. When you plan a month, check the mix. Four search videos in a row is fine; four community videos in a row probably isn’t. Tag each video the same way in your own tracking spreadsheet, and after a few months you’ll see clearly which type does the most for your channel, which is better evidence than any general advice, including this article.',
      },
    ],
  },
  {
    title: 'Should you remake an old video? A simple decision guide',
    excerpt:
      'Some old videos are worth remaking, some only need new packaging, and some should be left alone. Four questions to decide which, with examples from channel audits.',
    category: 'content-strategy',
    tags: ['analytics', 'keyword-research', 'case-study'],
    author: 'maya-okafor',
    publishedDaysAgo: 18,
    body: [
      {
        type: 'p',
        text: "Every channel that’s been around for a few years has them: old videos on topics that still get searched, made before you knew how to light a shot or structure a script. Remaking them is tempting. Sometimes it’s the best use of a week. Sometimes it’s a way to avoid making something new. These four questions help you tell the difference.",
      },
      { type: 'h2', text: '1. Is the topic still in demand?' },
      {
        type: 'p',
        text: 'Check whether the old video still gets search traffic (in Analytics, open its traffic sources) and whether the phrase still appears in autocomplete. If nobody is looking for it any more, a better version won’t change that. Move on.',
      },
      { type: 'h2', text: '2. Is the information out of date?' },
      {
        type: 'p',
        text: 'Software changes, prices change, rules change. If your old tutorial shows menus that no longer exist, viewers will leave in frustration and say so in the comments. Outdated information is the strongest reason to remake, because the current video is actively disappointing the people who find it.',
      },
      { type: 'h2', text: '3. Is the problem the video or the packaging?' },
      {
        type: 'p',
        text: "Look at the old video’s numbers. If it gets impressions but a low click-through rate, while viewers who do click watch a good share of it, the content is fine and the packaging isn’t. Try a new thumbnail and title first. It takes an hour instead of a week. You can grab the current thumbnail with the [thumbnail downloader](/thumbnail-downloader) to keep a record before you change it.",
      },
      {
        type: 'p',
        text: 'If the click-through rate is reasonable but retention is poor, the content is the problem, and a remake is more likely to help.',
      },
      { type: 'h2', text: '4. Can you make it clearly better?' },
      {
        type: 'p',
        text: 'A remake needs to be better in a way a viewer would notice: more accurate, more complete, clearer, more current. Better lighting alone rarely justifies it.',
      },
      { type: 'h2', text: 'What to do with the old video' },
      {
        type: 'ul',
        items: [
          '**Keep it public, usually.** It may still get views and it’s part of your channel’s history. Add a line at the top of its description and a card pointing to the new version.',
          '**Make it unlisted** if it gives advice that’s now wrong or unsafe.',
          '**Avoid deleting it** unless you have a strong reason. Deleting removes its views and watch time from your channel’s totals and breaks any links to it.',
        ],
      },
      {
        type: 'p',
        text: 'A cooking channel we worked with remade a three-year-old bread tutorial after viewers kept asking about a step the original skipped. The new version answered the question in the first minute, and the old video now sends a steady trickle of viewers to it through a card. The remake took a weekend. A new topic would have taken the same time and started from zero.',
      },
    ],
  },
  {
    title: 'Upload schedules: why consistency beats frequency',
    excerpt:
      'Posting more often does not automatically grow a channel. Why a sustainable rhythm matters more than volume, and how to pick a schedule you can keep for a year.',
    category: 'content-strategy',
    tags: ['beginners', 'algorithm', 'community'],
    author: 'maya-okafor',
    publishedDaysAgo: 262,
    body: [
      {
        type: 'p',
        text: "“How often should I upload?” is the question I get asked most, usually by someone who’s exhausted. They’ve heard that the algorithm rewards frequency, so they’ve been forcing out three videos a week, the quality is slipping, and the numbers aren’t moving. The honest answer is that YouTube recommends videos, not schedules. A great video uploaded after a month away can still do very well. But a *rhythm* does matter, for reasons that have more to do with you and your viewers than with the algorithm.",
      },
      { type: 'h2', text: 'What a steady rhythm actually does' },
      {
        type: 'ul',
        items: [
          '**It protects quality.** A schedule that fits your real production time means every video gets the attention it needs.',
          '**It gives you more chances to learn.** Each upload is a test of a topic, title and thumbnail. Regular uploads mean regular feedback.',
          '**It builds a habit for your regulars.** Viewers who know a new video arrives on a Sunday come back on a Sunday.',
          '**It keeps you going.** Burnout ends more channels than any algorithm change.',
        ],
      },
      {
        type: 'quote',
        text: 'Choose the schedule you could keep through a busy month, not the one you could keep through a good week.',
      },
      { type: 'h2', text: 'How to pick your schedule' },
      {
        type: 'ol',
        items: [
          'Time your last three videos from idea to upload, honestly, including editing and thumbnails.',
          'Look at how many hours a week you can reliably give the channel, in a normal week, not an ideal one.',
          'Divide. If a video takes 15 hours and you have 8 a week, you can sustain one video every two weeks.',
          'Build a buffer of two finished videos before you announce any schedule.',
        ],
      },
      { type: 'h2', text: 'Frequency versus quality' },
      {
        type: 'p',
        text: 'In the channels we audit, the ones that grew faster after cutting back usually had the same story: fewer uploads, each one better researched and better packaged, with higher click-through and better retention. More videos only help when each one is still a video people want to watch.',
      },
      {
        type: 'p',
        text: 'There is one exception: if your videos are quick to make and your audience watches many of them (news, daily vlogs, some gaming), more frequent uploads can make sense. Even then, a pace you can sustain comes first.',
      },
      { type: 'h2', text: 'When you need a break' },
      {
        type: 'p',
        text: 'Take it, and tell your viewers with a community post. Channels recover from breaks; people come back when the videos do. A video that gets a warm welcome after a month away is proof that the audience was there for the work, not the calendar.',
      },
    ],
  },
  // ---------------------------------------------------------------------------
  // Thumbnails & titles
  // ---------------------------------------------------------------------------
  {
    title: 'Thumbnail basics: size, contrast and the phone-screen test',
    excerpt:
      'The technical rules for YouTube thumbnails (1280x720, 16:9, file size) and the design habits that make one readable at the size most viewers actually see it.',
    category: 'thumbnails-and-titles',
    tags: ['thumbnails', 'channel-branding', 'checklist'],
    author: 'tom-becker',
    publishedDaysAgo: 318,
    body: [
      {
        type: 'p',
        text: "I’ve designed thumbnails for brand channels with a full art department and for solo creators working on a laptop at midnight. The ones that work have less to do with software or talent than with a handful of habits, most of which come down to one fact: your thumbnail is usually seen at the size of a postage stamp, on a phone, next to a dozen others, for about as long as it takes to scroll past. Design for that moment and you’ll beat most of the thumbnails in your niche.",
      },
      {
        type: 'p',
        text: 'Let’s start with the technical rules, because getting them wrong makes everything else pointless, and then move on to the design.',
      },
      { type: 'h2', text: 'The technical rules' },
      {
        type: 'ul',
        items: [
          '**Size:** 1280 × 720 pixels. That’s a 16:9 ratio, the same shape as the video player.',
          '**Minimum width:** 640 pixels. Anything smaller gets rejected or looks soft.',
          '**File size:** keep it under 2 MB. That’s the limit you’ll run into when uploading from a phone, so it’s the safe target everywhere.',
          '**Format:** JPG or PNG are the usual choices. JPG at high quality almost always gets a 1280 × 720 image under 2 MB.',
          '**Verification:** custom thumbnails need a verified account, which takes a phone number and a couple of minutes in YouTube Studio.',
        ],
      },
      {
        type: 'p',
        text: 'Design at 1280 × 720 exactly. If you work at a different ratio, YouTube will letterbox or crop your image, and the edges are where people put text. Our [thumbnail maker](/thumbnail-maker) starts at the right size so you don’t have to think about it.',
      },
      { type: 'h2', text: 'The phone-screen test' },
      {
        type: 'p',
        text: "Before you upload any thumbnail, shrink it to roughly the width of your thumb (about 160 to 200 pixels wide) and look at it on your phone, next to real thumbnails from your niche. Ask three questions:",
      },
      {
        type: 'ol',
        items: [
          'Can I tell what the video is about in one second?',
          'Is there one thing my eye goes to first?',
          'Does it stand out from the thumbnails around it?',
        ],
      },
      {
        type: 'image',
        alt: 'Illustration of a phone screen showing a feed of small thumbnails, with one bold, high-contrast thumbnail standing out from the cluttered ones around it',
        caption: 'At feed size, one clear subject and strong contrast beat detail every time.',
      },
      {
        type: 'p',
        text: 'If the answer to any of these is no, simplify. It’s almost always too much, not too little. Most weak thumbnails we see have three or four competing elements that merge into noise at small sizes.',
      },
      {
        type: 'p',
        text: 'Check it in both light and dark mode, too. Many viewers use YouTube with a dark background, and a thumbnail with a black border or a dark edge can lose its shape against it, while a mostly white thumbnail can blur into the light theme.',
      },
      { type: 'h2', text: 'One subject, clearly separated' },
      {
        type: 'p',
        text: "Pick the single most important thing in the image (a face, a product, a result) and make it big. Then separate it from the background. You can do that with light (a subject brighter than the background), with colour (a warm subject on a cool background), with focus (a sharp subject on a blurred background) or with an outline or glow. Any one of these is enough; using all four looks cheap.",
      },
      { type: 'h3', text: 'Keep the background quiet' },
      {
        type: 'p',
        text: 'Busy backgrounds are the most common reason a good subject gets lost. Shelves full of objects, patterned walls and bright windows all compete for attention. Blur the background, darken it, or replace it with a simple colour or gradient. If the location matters to the story, keep it, but make sure the subject is still the brightest and sharpest thing in the frame.',
      },
      { type: 'h3', text: 'Shoot for the thumbnail' },
      {
        type: 'p',
        text: 'The best thumbnails usually come from photos taken on purpose, not from frames grabbed out of the video. When you’re filming, spend five minutes taking stills of the key moment with good light and a clean background. A paused video frame tends to have motion blur, awkward expressions and compression artefacts that show up badly when you enlarge or sharpen it.',
      },
      { type: 'h2', text: 'Contrast and colour' },
      {
        type: 'p',
        text: "YouTube’s interface is mostly white, dark grey or black depending on the viewer’s theme, with red accents. Thumbnails that are mostly white or mostly black can disappear into the page. Look at your niche too: if every competitor uses yellow text on blue, a different palette makes yours easier to spot.",
      },
      {
        type: 'ul',
        items: [
          'Increase contrast and saturation a little more than looks natural at full size. At thumbnail size it will look right.',
          'Check your thumbnail in greyscale. If the subject doesn’t stand out without colour, it doesn’t have enough contrast.',
          'Stick to two or three main colours. More than that turns to mush at small sizes.',
        ],
      },
      { type: 'h2', text: 'Text: fewer words, bigger letters' },
      {
        type: 'p',
        text: 'If you use text, keep it to about three or four words, and make sure it adds something the title doesn’t say. Use a thick, simple typeface, and give the letters an outline or shadow so they stay readable over any background. If you have to squint at the phone-size version, the text is too small or there’s too much of it.',
      },
      {
        type: 'p',
        text: 'Keep text and faces away from the bottom right corner, where the timestamp overlay sits, and don’t rely on the very edges of the frame, which can be covered by interface elements in some layouts.',
      },
      {
        type: 'p',
        text: 'If your audience watches in several languages, remember that thumbnail text can’t be translated the way titles and descriptions can. A thumbnail that tells its story with an image travels further than one that depends on words, which is one more reason to keep text short or leave it out entirely.',
      },
      { type: 'h2', text: 'Make your thumbnails recognisable' },
      {
        type: 'p',
        text: "Once you’ve found a style that works, repeat its structure: a consistent colour treatment, font and layout. Regular viewers will start to spot your videos in their feed before reading anything. Consistent doesn’t mean identical, though. Each thumbnail still has to sell its own video.",
      },
      { type: 'h2', text: 'Learn from the thumbnails that already work' },
      {
        type: 'p',
        text: 'Collect thumbnails from the best-performing videos in your niche, and from outliers on small channels, and study them side by side. You can save any video’s thumbnail in full resolution with our [thumbnail downloader](/thumbnail-downloader). Look for patterns: how big is the subject, how many words, what colours? Then apply the principle, not the design. Copying a competitor’s thumbnail makes your video look like theirs, which is the opposite of standing out.',
      },
      { type: 'h2', text: 'Mistakes we see in almost every review' },
      {
        type: 'ul',
        items: [
          '**Designing at full size only.** A thumbnail that looks great on a 27-inch monitor can be unreadable on a phone. Check the small version every time.',
          '**Too many elements.** A face, a product, an arrow, a circle, three words and a logo. Pick two of those at most.',
          '**Text that repeats the title.** Viewers see both together, so repeating the same words wastes half your space.',
          '**Thin fonts and low-contrast text.** Light grey text on a white background disappears. So does anything thinner than a bold sans-serif.',
          '**Upscaled, blurry images.** Enlarging a small screenshot makes it soft and blocky. Start from a large, sharp photo.',
          '**Changing style every video.** Regular viewers can’t recognise a channel whose thumbnails never look related.',
        ],
      },
      { type: 'h2', text: 'A pre-upload checklist' },
      {
        type: 'ol',
        items: [
          'Exported at 1280 × 720, under 2 MB.',
          'One clear subject, separated from the background.',
          'Readable at phone size next to competitors’ thumbnails.',
          'No more than about four words of text, saying something the title doesn’t.',
          'Nothing important in the bottom right corner.',
          'Honest: the video delivers what the thumbnail shows.',
        ],
      },
      {
        type: 'p',
        text: 'That last point matters more than any design rule. A thumbnail that oversells gets the click and loses the viewer, and YouTube notices both. For more on matching thumbnails, titles and content, see our other [thumbnails and titles](/blog/category/thumbnails-and-titles) guides.',
      },
    ],
  },
  {
    title: 'How to write a YouTube title that fits in 60 characters',
    excerpt:
      'YouTube allows 100 characters in a title, but search results show roughly 60 to 70. How to front-load the words that matter and cut everything else, with before-and-after examples.',
    category: 'thumbnails-and-titles',
    tags: ['titles', 'keyword-research', 'ctr'],
    author: 'daniel-reyes',
    publishedDaysAgo: 190,
    body: [
      {
        type: 'p',
        text: "YouTube lets you write a title up to 100 characters long. That limit is a trap. In search results, roughly the first 60 to 70 characters are visible before the title is cut off, and on the home page and in suggested videos it can be less, depending on the device. Everything after that is, for most viewers, invisible. When we audit a channel, long titles that hide their main point behind the cut are one of the most common problems we find, and one of the easiest to fix.",
      },
      { type: 'h2', text: 'Aim for 60, accept 70' },
      {
        type: 'p',
        text: 'Treat 60 characters as your target and 70 as your ceiling. If your title is longer, make sure the part that’s cut off is a bonus, not the point. A title can work perfectly well at 40 characters too; shorter titles are easier to read at a glance.',
      },
      { type: 'h2', text: 'Front-load the words that matter' },
      {
        type: 'p',
        text: 'Viewers scan, they don’t read. Put the words that tell them what the video is about as close to the start as you can. For search videos, that usually means the main search phrase goes in the first few words.',
      },
      { type: 'h3', text: 'Before and after' },
      {
        type: 'ul',
        items: [
          '**Before (91):** “I Tried Something Different This Time and Honestly It Changed How I Edit Videos in Premiere” **After (55):** “The Premiere Pro Editing Trick That Halved My Edit Time”',
          '**Before (78):** “My Honest Thoughts After Using This Budget Camera for 6 Months (Not Sponsored)” **After (47):** “Budget Camera After 6 Months: The Honest Review”',
          '**Before (70):** “Here Is How To Fix Your Sourdough Starter If It Is Not Rising Properly” **After (56):** “Sourdough Starter Not Rising? 6 Fixes That Actually Work”',
        ],
      },
      {
        type: 'p',
        text: 'Notice what went: filler (“here is how to”, “honestly”), throat-clearing (“I tried something different this time”) and details that belong in the description (“not sponsored”). What stayed: the topic, the specific promise and a reason to click.',
      },
      { type: 'h2', text: 'Words you can almost always cut' },
      {
        type: 'ul',
        items: [
          '“Video”, “YouTube”, “watch” (they’re already watching YouTube).',
          '“Here is how to” and “this is why” when “How to” or a question works.',
          '“Very”, “really”, “actually”, “literally” (unless “actually” is doing real work, as in a myth-busting video).',
          'Your channel name, unless viewers search for it.',
          'Episode numbers at the start. Move them to the end or to the thumbnail.',
        ],
      },
      { type: 'h2', text: 'Keep one specific promise' },
      {
        type: 'p',
        text: "A short title can’t carry three ideas, and it shouldn’t try. Decide on the single thing a viewer will get from this video and name it. Numbers (“6 fixes”), timeframes (“in 10 minutes”), outcomes (“halved my edit time”) and audiences (“for beginners”) make a promise specific. Vague words like “amazing” and “insane” make it generic.",
      },
      { type: 'h2', text: 'Check it where viewers see it' },
      {
        type: 'ol',
        items: [
          'Count the characters. Most text editors show this, and our [SEO analyzer](/seo-analyzer) flags titles that run past the visible length.',
          'Read only the first 60 characters. Does it still make sense and still make you want to click?',
          'Look at it next to your thumbnail. The two should work together, not repeat each other.',
          'Search your main phrase on YouTube and imagine your title in that list. Would it stand out or blend in?',
        ],
      },
      { type: 'h2', text: 'Browse titles follow the same rule' },
      {
        type: 'p',
        text: 'For videos meant for the home page rather than search, there may be no keyword to front-load. The principle still applies: the most interesting part of the idea goes first. “A Week of Microwave-Only Cooking” leads with the hook; “So I Decided to Try Something New in the Kitchen This Week” makes the viewer read half a sentence before they find out what the video is. On a phone, the home feed can wrap a title onto two lines, but viewers still read from the left and decide within a few words.',
      },
      { type: 'h2', text: 'Don’t forget capitalisation and symbols' },
      {
        type: 'p',
        text: "Title case and sentence case both work; pick one and stay consistent across your channel. Avoid writing whole titles in capitals, which reads as shouting and is harder to scan. A single capitalised word for emphasis is fine. Brackets and pipes (“| Full Guide”) eat characters for little benefit, so use them only when the bracketed bit genuinely adds information, like a year on a topic that changes often.",
      },
      {
        type: 'p',
        text: 'Short titles are harder to write than long ones. That’s the point: the effort of cutting forces you to decide what the video is really about, and viewers can feel the difference in the first second.',
      },
    ],
  },
  {
    title: 'Testing thumbnails with Test & Compare: what we have learned',
    excerpt:
      'YouTube Studio can test up to three thumbnails on one video. How the test works, why it judges by watch time rather than clicks, and how to design variants worth testing.',
    category: 'thumbnails-and-titles',
    tags: ['thumbnails', 'ctr', 'analytics'],
    author: 'priya-nair',
    publishedDaysAgo: 36,
    body: [
      {
        type: 'p',
        text: "For years, thumbnail testing on YouTube meant swapping an image, waiting a few days and guessing whether the change made a difference. YouTube Studio’s **Test & Compare** feature changed that for the channels that have it. You upload up to three thumbnails for one video, YouTube shows them to different viewers, and after a while it tells you which one performed best. It’s the closest thing to a controlled experiment most creators will ever run. It’s also easy to misread.",
      },
      { type: 'h2', text: 'How the test works' },
      {
        type: 'p',
        text: 'You set up a test from the video’s details page in YouTube Studio on a computer. YouTube then splits impressions of the video between your thumbnails. When it has enough data, it reports a result: a clear winner, or a note that the thumbnails performed similarly. Tests can take days or up to a couple of weeks, depending on how many impressions the video gets.',
      },
      {
        type: 'p',
        text: "The detail most people miss: the winner is chosen by **watch time share**, not click-through rate. YouTube measures which thumbnail leads to the most watch time from the viewers who saw it. This is deliberate. A thumbnail that gets lots of clicks from viewers who leave after ten seconds isn’t actually a better thumbnail.",
      },
      { type: 'h2', text: 'Why watch time is the right yardstick' },
      {
        type: 'p',
        text: 'Imagine two thumbnails for a video about fixing a slow laptop. Thumbnail A shows a laptop in flames with “DESTROYED” written across it. Thumbnail B shows a clean before-and-after startup timer. A may well get more clicks. But viewers who clicked A expecting a disaster find a calm tutorial and leave. Viewers who clicked B wanted a tutorial and stay. B wins on watch time, and it’s the thumbnail that will help the video over the long run.',
      },
      {
        type: 'p',
        text: 'So if a test picks the thumbnail with the lower click-through rate, that isn’t a bug. It’s the test working.',
      },
      { type: 'h2', text: 'Designing variants worth testing' },
      {
        type: 'p',
        text: 'A test can only tell you which of your options is best, so make the options meaningfully different. Three versions of the same image with slightly different text colours will usually come back inconclusive. Test ideas, not tweaks:',
      },
      {
        type: 'ul',
        items: [
          '**Different subjects:** your face versus the product versus the result.',
          '**Different angles on the promise:** the problem (“slow laptop”) versus the outcome (“boots in 8 seconds”).',
          '**Text versus no text.**',
          '**Different emotional tones:** curious, calm, surprised.',
        ],
      },
      {
        type: 'p',
        text: 'Our [thumbnail maker](/thumbnail-maker) makes it quick to build variants from one base layout, so you can keep the parts that are already working and change one idea at a time.',
      },
      { type: 'h2', text: 'What we’ve learned from running tests' },
      {
        type: 'p',
        text: 'Across the channels we work with, a few patterns keep showing up:',
      },
      {
        type: 'ol',
        items: [
          '**Inconclusive is a common result.** That’s useful information: it means packaging isn’t the bottleneck for that video, and your time is better spent elsewhere.',
          '**Clear beats clever.** Variants that make the topic obvious at a glance win more often than ones that rely on a visual joke.',
          '**What wins on one channel doesn’t transfer.** A face-led thumbnail can win on one channel and lose on another in the same niche. Run your own tests.',
          '**Big differences show up fast.** If one variant is much better, the test usually finishes sooner. Long tests tend to end with small or no differences.',
        ],
      },
      { type: 'h2', text: 'If you can’t use Test & Compare' },
      {
        type: 'p',
        text: 'Not every channel has the feature, and it doesn’t suit every video. The manual alternative is to change the thumbnail on an older video that still gets steady impressions, then compare the two weeks before with the two weeks after. It’s far less reliable than a real split test, because the audience, the season and YouTube’s recommendations all shift over time. Treat the result as a hint, not proof, and only trust it when the difference is large and you see a similar pattern on more than one video.',
      },
      { type: 'h2', text: 'Mistakes to avoid' },
      {
        type: 'ul',
        items: [
          'Changing the title while a test is running. It muddies the result.',
          'Testing on videos with very few impressions. The test may never gather enough data.',
          'Ignoring the result because you prefer your favourite design.',
          'Treating one test as a rule for the whole channel. Look for patterns across several.',
        ],
      },
      {
        type: 'p',
        text: 'Keep a simple log of every test: the video, what each variant tried, and the result. After ten tests you’ll know more about what your audience responds to than any general advice can tell you. Before you start a test, save the original thumbnail with the [thumbnail downloader](/thumbnail-downloader) so your log has the images as well as the outcomes.',
      },
    ],
  },
  {
    title: 'Your title and thumbnail should tell one story, not repeat it',
    excerpt:
      'When the thumbnail text repeats the title, you waste half your packaging. How to make the two work together, with examples of pairs that add up to more than their parts.',
    category: 'thumbnails-and-titles',
    tags: ['titles', 'thumbnails', 'ctr'],
    author: 'tom-becker',
    publishedDaysAgo: 280,
    body: [
      {
        type: 'p',
        text: "A viewer sees your thumbnail and title together, in the same glance. Yet on a lot of channels, the two say exactly the same thing: a title reading “I Built a Desk From One Sheet of Plywood” next to a thumbnail with “ONE SHEET DESK” written across it. That’s two chances to interest someone, used on one message. The pairs that work best split the job between them.",
      },
      { type: 'h2', text: 'Give each one a different job' },
      {
        type: 'ul',
        items: [
          '**The thumbnail shows.** It’s the image that makes someone stop scrolling: a result, a face, a striking object, a before and after.',
          '**The title tells.** It explains what the video is and why it’s worth the time, using words viewers search for.',
          '**Thumbnail text, if any, adds.** It should say something the title doesn’t: a reaction, a number, a stake.',
        ],
      },
      { type: 'h2', text: 'Three pairs, before and after' },
      { type: 'h3', text: 'The plywood desk' },
      {
        type: 'p',
        text: '**Before:** title “I Built a Desk From One Sheet of Plywood”, thumbnail text “ONE SHEET DESK”. **After:** same title, thumbnail showing the finished desk next to a tiny pile of offcuts, with the text “£60”. Now the thumbnail adds a price and a visual surprise, and the title explains it.',
      },
      { type: 'h3', text: 'The budget microphone' },
      {
        type: 'p',
        text: '**Before:** title “Best Budget Microphone 2026”, thumbnail text “BEST BUDGET MIC”. **After:** same title, thumbnail showing a cheap microphone next to an expensive one with the text “Can you hear it?”. The title handles search; the thumbnail creates a question.',
      },
      { type: 'h3', text: 'The hiking trip' },
      {
        type: 'p',
        text: '**Before:** title “Hiking the Highest Pass in the Alps”, thumbnail text “HIGHEST PASS”. **After:** same title, thumbnail with no text at all, just a tiny figure on an enormous snowy ridge. Sometimes the best addition is scale, and no words.',
      },
      { type: 'h2', text: 'A quick way to check a pair' },
      {
        type: 'ol',
        items: [
          'Cover the title. What does the thumbnail alone make you feel or wonder?',
          'Cover the thumbnail. What does the title alone promise?',
          'Put them together. Is the combined promise bigger than either one alone, and does the video deliver it?',
        ],
      },
      {
        type: 'p',
        text: 'You can mock up the thumbnail in the [thumbnail maker](/thumbnail-maker) and paste the title underneath it to see the pair as a viewer would. Then run this check before every upload. It takes a minute, and it catches the most common packaging mistake we see.',
      },
    ],
  },
  {
    title: 'Faces on thumbnails: when they help and when they get in the way',
    excerpt:
      'A face can make a thumbnail feel personal and readable, or it can crowd out the thing viewers came for. How to decide whether your video needs one, and how to shoot it well.',
    category: 'thumbnails-and-titles',
    tags: ['thumbnails', 'channel-branding', 'ctr'],
    author: 'tom-becker',
    publishedDaysAgo: 120,
    body: [
      {
        type: 'p',
        text: "“Should I put my face on my thumbnails?” comes up in almost every thumbnail review I do. The honest answer is: it depends on what your viewers are clicking for. Faces are powerful because people read expressions instantly, even at tiny sizes. But a face takes up space, and sometimes that space belongs to something more important.",
      },
      { type: 'h2', text: 'When a face helps' },
      {
        type: 'ul',
        items: [
          '**Personality-led channels.** If viewers watch for you (commentary, vlogs, reactions, storytelling), your face is the product.',
          '**Videos about an experience.** Trying something, reacting to a result, going somewhere. The expression tells the viewer how it went.',
          '**Building recognition.** A consistent face helps regular viewers spot your videos in a busy feed.',
        ],
      },
      { type: 'h2', text: 'When a face gets in the way' },
      {
        type: 'ul',
        items: [
          '**The subject is the thing.** In a product review, a recipe or a build, viewers want to see the object or the result. Shrinking it to fit a face makes the thumbnail harder to read.',
          '**The expression is generic.** The open-mouthed shocked face has been used so much that, in many niches, it signals nothing.',
          '**The face doesn’t match the video.** Exaggerated surprise on a calm tutorial sets up an expectation the video won’t meet.',
        ],
      },
      { type: 'h2', text: 'If you use a face, shoot it properly' },
      {
        type: 'ol',
        items: [
          'Take dedicated photos rather than pausing the video. You’ll get sharper images and better expressions.',
          'Light your face from the front and slightly to the side, so it’s brighter than the background.',
          'Choose an expression that matches the real feeling of the video: curious, pleased, confused, determined.',
          'Make the face big enough to read at phone size, and crop tightly. Shoulders and background rarely add anything.',
          'Look toward the subject of the video, not always at the camera. A glance directs the viewer’s eye.',
        ],
      },
      { type: 'h2', text: 'Test it on your own channel' },
      {
        type: 'p',
        text: 'What works in one niche doesn’t always work in another, so don’t settle this by opinion. If your channel has Test & Compare in YouTube Studio, run a version with your face against a version without it on a few videos. If not, compare similar videos over a few months. The rest of the design decisions are covered in our [thumbnails and titles](/blog/category/thumbnails-and-titles) guides.',
      },
    ],
  },
  {
    title: 'Packaging without clickbait: keep the promise in the first 30 seconds',
    excerpt:
      'The difference between a compelling title and clickbait is what happens after the click. How to write packaging that earns attention and an opening that proves it was worth it.',
    category: 'thumbnails-and-titles',
    tags: ['titles', 'thumbnails', 'retention', 'scripting'],
    author: 'maya-okafor',
    publishedDaysAgo: 70,
    body: [
      {
        type: 'p',
        text: "Creators often treat “clickbait” as a matter of style: capital letters, red arrows, shocked faces. I don’t think that’s what viewers mean when they use the word. They mean they were promised something and didn’t get it. A title can be dramatic and honest. A thumbnail can be plain and misleading. The test isn’t how loud your packaging is; it’s whether the video keeps its promise, and how quickly it shows that it will.",
      },
      {
        type: 'p',
        text: 'This matters for more than good manners. YouTube pays close attention to what viewers do after they click, and a video that disappoints people in its first minute will struggle to keep being recommended, however good its click-through rate looks.',
      },
      { type: 'h2', text: 'Packaging is a promise' },
      {
        type: 'p',
        text: 'Every title and thumbnail makes an implicit promise: *if you click this, you’ll get that.* It might be information (“how to fix a starter that won’t rise”), an experience (“I lived on £1 meals for a week”), an answer to a question (“Is the cheapest air fryer any good?”) or a feeling (“the calmest kitchen vlog you’ll watch today”).',
      },
      {
        type: 'p',
        text: 'Before you finalise your packaging, write that promise down in one sentence. Then watch your first 30 seconds and ask: does the viewer see clear evidence that the promise is about to be kept?',
      },
      {
        type: 'quote',
        text: 'Clickbait isn’t a style. It’s a broken promise. Be as bold as you like in the title, as long as the video is bolder.',
      },
      { type: 'h2', text: 'The three ways packaging breaks its promise' },
      { type: 'h3', text: 'Overstating' },
      {
        type: 'p',
        text: '“This changed my life” for a useful kitchen gadget. “Insane results” for a modest improvement. Viewers calibrate quickly, and overstating trains your audience to discount everything you say. Worse, it attracts viewers who wanted the bigger promise and leave when they don’t get it.',
      },
      { type: 'h3', text: 'Hiding the payoff too long' },
      {
        type: 'p',
        text: 'Holding back the answer can build tension, but if the thumbnail promises a result and the result doesn’t show up until minute twelve, with nothing along the way to suggest it’s coming, many viewers will assume it never will. Delay is fine if you acknowledge it and give the viewer a reason to wait.',
      },
      { type: 'h3', text: 'Promising a different video' },
      {
        type: 'p',
        text: 'The most damaging kind. The thumbnail shows a dramatic moment that lasts four seconds in a twenty-minute video, or the title poses a question the video never really answers. The viewer feels tricked, and that feeling attaches to your channel, not just the video.',
      },
      { type: 'h2', text: 'Writing packaging that’s compelling and honest' },
      {
        type: 'p',
        text: 'Honest doesn’t mean dull. The strongest packaging usually picks the most interesting *true* thing about the video and states it plainly.',
      },
      {
        type: 'ul',
        items: [
          '**Find the real surprise.** What in the video surprised you? “The £20 knife beat the £120 one” is honest and compelling, if it’s true.',
          '**Use specifics.** “I cooked with a microwave for a week” is more interesting than “crazy cooking challenge”, and it’s more honest.',
          '**Show the real result.** Put the actual outcome in the thumbnail, not a staged version that never happens in the video.',
          '**Let stakes be real stakes.** If something genuinely could go wrong, say so. If it couldn’t, don’t pretend.',
        ],
      },
      {
        type: 'p',
        text: 'One habit makes this much easier: keep a working title while you film, but finalise the packaging after the edit. By then you know which moment is genuinely the strongest, what the real result was and how long the payoff takes to arrive. Packaging written before filming describes the video you hoped to make. Packaging written after the edit describes the one viewers will actually watch.',
      },
      { type: 'h2', text: 'Keeping the promise in the first 30 seconds' },
      {
        type: 'p',
        text: "The opening of your video is where the promise is confirmed or broken. On the retention graph of most videos, the steepest drop happens at the very start, and much of that is viewers deciding whether they clicked on the right thing. Your job in those seconds is to confirm they did.",
      },
      { type: 'h3', text: 'A structure for the opening' },
      {
        type: 'ol',
        items: [
          '**Restate the promise in the first sentence,** in different words from the title. “Your starter isn’t rising, and by the end of this video it will be.”',
          '**Show evidence.** A glimpse of the result, the before and after, the product on the bench. Something the viewer can see, not just hear.',
          '**Tell them what’s coming.** One sentence on how you’ll get there: “I tested six fixes, from easiest to most drastic.”',
          '**Start delivering.** Get into the first piece of value before the 30-second mark.',
        ],
      },
      {
        type: 'p',
        text: 'Notice what’s missing: a long channel intro, a sponsor read, a request to subscribe, a story about how your week has been. All of those can appear later, once the viewer is confident they’re in the right place.',
      },
      { type: 'h2', text: 'Match the opening to the thumbnail' },
      {
        type: 'p',
        text: 'One simple habit helps more than anything else: make the first few seconds of the video look like the thumbnail. If the thumbnail shows a burnt loaf next to a perfect one, open on those two loaves. The viewer gets instant visual confirmation: *yes, this is the video I clicked.* It’s a small thing, and it consistently smooths out the early drop in the channels we’ve coached.',
      },
      { type: 'h2', text: 'A worked example' },
      {
        type: 'p',
        text: 'A creator I coached made a video about cooking only with a microwave for a week. The first version of the packaging used the title “I Tried the WORST Cooking Method” and a thumbnail of an exploding bowl, a moment that never happened in the video. Click-through was strong, but the retention graph dropped sharply in the first minute, and the comments were full of people asking where the explosion was.',
      },
      {
        type: 'p',
        text: 'We changed three things. The title became “I Only Used a Microwave for a Week. Here’s What Actually Worked.” The thumbnail showed the best dish of the week next to the microwave, with the text “Day 5 surprised me”. And the first ten seconds were re-edited to open on that dish, with one line promising to show the hits and the failures.',
      },
      {
        type: 'p',
        text: 'Click-through fell a little. The early drop in retention became much gentler, average view duration went up, and the video kept getting impressions for weeks instead of days. The packaging was less loud and more interesting, because it promised exactly what the video delivered.',
      },
      { type: 'h2', text: 'How to tell if your packaging is overpromising' },
      {
        type: 'p',
        text: 'Compare click-through rate and retention together, never separately. In YouTube Analytics, look at:',
      },
      {
        type: 'ul',
        items: [
          '**A high click-through rate with a sharp early drop in retention.** That’s the classic sign that the packaging promises something the opening doesn’t confirm.',
          '**Comments that mention the mismatch.** “Where’s the part from the thumbnail?” is as direct as feedback gets.',
          '**Impressions that rise quickly and then stall.** If YouTube tries a video on more viewers and then stops, it may be because those viewers didn’t stay.',
        ],
      },
      {
        type: 'p',
        text: "If you see these signs, you don’t need to reshoot anything. Usually the fix is either to make the packaging more accurate, or to re-edit the opening so it confirms the promise faster. Both are quick, and both are worth trying on videos that are still getting impressions.",
      },
      { type: 'h2', text: 'The long game' },
      {
        type: 'p',
        text: 'Honest packaging compounds. Viewers who get what they were promised learn to trust your thumbnails, click more readily next time and stay longer when they do. Over a year, that trust is worth far more than any single click you could have squeezed out with an exaggeration. For the design side of packaging, browse our [thumbnails and titles](/blog/category/thumbnails-and-titles) guides, and when you’re ready to put a video in front of new viewers, make sure the packaging is honest before you [promote it](/promote-video).',
      },
    ],
  },
  // ---------------------------------------------------------------------------
  // Analytics
  // ---------------------------------------------------------------------------
  {
    title: 'Reading the retention graph: the 5 shapes and what each means',
    excerpt:
      'The audience retention graph tells you where viewers leave and where they rewatch. Learn the five shapes it usually takes, what causes each one, and what to change in your next video.',
    category: 'analytics',
    tags: ['retention', 'analytics', 'editing'],
    author: 'priya-nair',
    publishedDaysAgo: 340,
    body: [
      {
        type: 'p',
        text: "Of all the charts in YouTube Analytics, the audience retention graph is the one that most directly tells you how your video was *experienced*. It shows, moment by moment, what share of viewers were still watching. Most creators glance at the average view duration and move on. That’s a shame, because the shape of the line tells you far more than the average, and it tends to fall into one of a handful of recognisable patterns.",
      },
      {
        type: 'p',
        text: "After reading a lot of these graphs with creators, I find it helps to name the shapes. Once you can recognise them, you’ll know in a few seconds where a video lost people and roughly why.",
      },
      { type: 'h2', text: 'First, how to read the graph' },
      {
        type: 'p',
        text: 'Open a video in YouTube Studio, go to Analytics, then the Engagement tab, and open the audience retention report. A few things to know before you start interpreting:',
      },
      {
        type: 'ul',
        items: [
          '**The vertical axis is the share of viewers still watching** at each moment, relative to the number who started.',
          '**It can go above 100%** at points where lots of viewers rewatch or skip to a section.',
          '**Relative retention** compares your video with other YouTube videos of a similar length. It’s a useful sanity check, but the absolute graph is where you’ll see the shapes.',
          '**Key moments** in the report highlight the intro, top moments, spikes and dips, so you don’t have to hunt for them.',
          '**Small videos give noisy graphs.** With a few hundred views, a handful of people can create a bump. Look for patterns across several videos before drawing conclusions.',
        ],
      },
      { type: 'h3', text: 'Comparing videos of different lengths' },
      {
        type: 'p',
        text: 'Longer videos naturally end with a smaller share of viewers still watching, so a 25-minute video will almost always look worse on the percentage axis than a 6-minute one. When you compare graphs, compare videos of similar length, or compare the same point in each, such as the share still watching at 30 seconds. And always look at the average view duration alongside the percentage, because a long video that holds viewers for eight minutes may be doing far more for your channel than a short one they finish.',
      },
      { type: 'h2', text: 'Shape 1: The cliff at the start' },
      {
        type: 'image',
        alt: 'Illustration of a retention graph with a steep drop in the first 30 seconds before the line levels out',
        caption: 'Some early drop is normal. A cliff means many viewers decided quickly that this wasn’t the video they wanted.',
      },
      {
        type: 'p',
        text: "Every video loses some viewers in its first seconds: people who clicked by accident, or who realised immediately the video wasn’t for them. That’s normal. A **cliff** is when the drop is steep and lasts for the first 30 to 60 seconds, leaving a much smaller audience for the rest of the video.",
      },
      { type: 'h3', text: 'Common causes' },
      {
        type: 'ul',
        items: [
          'The opening doesn’t confirm what the title and thumbnail promised.',
          'A long intro, channel trailer or sponsor read before any value.',
          'Slow, unclear first lines: “So, hey everyone, today I thought we’d…”',
          'Poor audio in the first seconds, which viewers forgive far less than poor video.',
        ],
      },
      { type: 'h3', text: 'What to change' },
      {
        type: 'p',
        text: 'Open with the promise and a glimpse of the payoff, ideally a shot that matches the thumbnail. Move intros and sponsor reads later. Then compare the next video’s first 30 seconds with this one. It’s the easiest shape to improve, and the improvement carries through the whole graph.',
      },
      { type: 'h2', text: 'Shape 2: The gentle slope' },
      {
        type: 'p',
        text: "After the opening, the line declines slowly and steadily to the end. This is the most common shape for a healthy video, and it’s what you’re aiming for. Viewers leave gradually because they’ve got what they needed, run out of time or been distracted, not because something specific drove them away.",
      },
      {
        type: 'p',
        text: "The goal with a gentle slope isn’t to make it flat; almost no videos are. It’s to make the slope a little shallower with each video. Tighter editing (cutting pauses, repetition and tangents) and a clear structure that tells viewers what’s coming next are the usual ways to get there.",
      },
      {
        type: 'quote',
        text: 'You’re not looking for a perfect line. You’re looking for the moments where the line changes direction, because those are the moments you can do something about.',
      },
      { type: 'h2', text: 'Shape 3: The sudden drop' },
      {
        type: 'p',
        text: 'The line is gently sloping, then falls sharply at a specific point, then continues at a lower level. Something at that moment made a lot of viewers leave at once. This is the most actionable shape of all, because you can scrub to the exact second and watch what happened.',
      },
      { type: 'h3', text: 'Common causes' },
      {
        type: 'ul',
        items: [
          'A sponsor segment or self-promotion.',
          'A tangent or a section unrelated to the title.',
          'The point where the main question is answered, so viewers who came for that answer leave satisfied.',
          'A jarring change in tone, audio or picture quality.',
          'A chapter that lets viewers skip straight to the part they want.',
        ],
      },
      {
        type: 'p',
        text: 'Not every drop is bad. If viewers leave right after you answer the question in the title, they got what they came for. The fix there isn’t to hide the answer; it’s to give them a reason to keep watching afterwards, such as a related problem, a better method or a next step.',
      },
      { type: 'h2', text: 'Shape 4: The spike' },
      {
        type: 'p',
        text: "A bump rising above the surrounding line means more people watched that moment than the moments around it: they rewound to watch again, or they skipped forward to it. Spikes are information about what viewers value.",
      },
      {
        type: 'ul',
        items: [
          '**A spike in a tutorial** often marks a step that was hard to follow, so viewers rewound to catch it. Consider slowing down or adding an on-screen note there next time.',
          '**A spike in entertainment content** often marks a moment people loved and wanted to see again. Make more of whatever that was.',
          '**A spike at a chapter start** usually means viewers jumped there. It tells you which section they were really after, which is a strong hint for your next title.',
        ],
      },
      { type: 'h2', text: 'Shape 5: The early exit' },
      {
        type: 'image',
        alt: 'Illustration of a retention graph that holds steady until near the end, then falls sharply as an outro begins',
        caption: 'The early exit: viewers leave as soon as they sense the video is wrapping up.',
      },
      {
        type: 'p',
        text: 'The line holds up well for most of the video, then drops sharply a minute or so before the end. This is the shape of an outro that announces itself. Phrases like “that’s it for today” or “before you go” tell viewers the content is over, and they leave before your end screen appears.',
      },
      {
        type: 'p',
        text: 'This matters because the viewers who stay to the end are the ones most likely to click your end screen and watch another video. Keep the outro short, avoid signalling the ending, and move straight from your final point into a specific suggestion for what to watch next.',
      },
      { type: 'h2', text: 'Putting it together' },
      {
        type: 'p',
        text: 'Most videos combine shapes: a small cliff, a gentle slope, one sudden drop and an early exit. Read the graph from left to right and note each change. Then make a short list for your next video:',
      },
      {
        type: 'ol',
        items: [
          'What happened in the first 30 seconds, and how steep was the drop?',
          'Where was the biggest sudden drop, and what was on screen at that moment?',
          'Where were the spikes, and what do they say viewers wanted?',
          'How many viewers left before the end screen?',
          'Pick one thing to change next time. Just one, so you can tell whether it worked.',
        ],
      },
      {
        type: 'p',
        text: 'Retention is the clearest feedback YouTube gives you about the video itself, as opposed to its packaging. Pair it with click-through rate and you’ll know whether to work on the thumbnail or the edit. There’s more on that in our [analytics](/blog/category/analytics) guides.',
      },
    ],
  },
  {
    title: 'Why your CTR dropped after a video went viral',
    excerpt:
      'A falling click-through rate on a video that is taking off is usually a sign of success, not a problem. What is happening, how to read the numbers, and when a drop is worth acting on.',
    category: 'analytics',
    tags: ['ctr', 'analytics', 'algorithm'],
    author: 'priya-nair',
    publishedDaysAgo: 104,
    body: [
      {
        type: 'p',
        text: "It’s one of the most common messages we get: “My video finally took off, but the click-through rate has collapsed. Did I do something wrong?” Almost always, the answer is no. A falling CTR on a video whose views are climbing is usually what success looks like in the numbers. Here’s why, and how to tell the rare case where a drop really does mean something.",
      },
      { type: 'h2', text: 'What CTR actually measures' },
      {
        type: 'p',
        text: "Impressions click-through rate is the share of impressions that turned into views. An impression is counted when your thumbnail is shown to someone on YouTube, on screen for at least a second with at least half of it visible. Impressions from outside YouTube (a link shared on a forum, an embed on a website) don’t count. So CTR is a ratio, and like any ratio it depends on who is in the denominator.",
      },
      { type: 'h2', text: 'Why it falls as a video spreads' },
      {
        type: 'p',
        text: "When you publish, YouTube first shows your video to the viewers most likely to click: your subscribers, people who watch you often, people who watch very similar videos. These viewers know you and want your content, so they click at a high rate. If they respond well, YouTube widens the circle to people who are less familiar with your channel and less certain to be interested. Each new circle clicks at a lower rate than the last.",
      },
      {
        type: 'image',
        alt: 'Illustration of concentric circles of viewers expanding outward from a video, with the outer circles clicking less often',
        caption: 'As a video reaches wider, less familiar audiences, the click-through rate naturally falls while total views rise.',
      },
      {
        type: 'p',
        text: 'The rate falls, but the number of people clicking rises, because the circles are much bigger.',
      },
      { type: 'h2', text: 'A worked example' },
      {
        type: 'ul',
        items: [
          '**Day 1:** 20,000 impressions, mostly to subscribers, at 9% CTR. That’s 1,800 views.',
          '**Day 4:** the video is being shown on home pages widely. 400,000 impressions at 5% CTR. That’s 20,000 views.',
          '**Day 10:** 2,000,000 impressions at 3% CTR. That’s 60,000 views.',
        ],
      },
      {
        type: 'p',
        text: 'CTR fell by two thirds. Views went up more than thirtyfold. Nobody would trade day 10 for day 1.',
      },
      { type: 'h2', text: 'Why your next videos may dip too' },
      {
        type: 'p',
        text: 'After a viral video, your channel often gains subscribers who came for that one video. When your next uploads are shown to them, many won’t click, because they subscribed for a topic or format you don’t always make. Your channel-wide CTR dips for a while. This usually settles as YouTube learns which of those new subscribers actually want your regular videos.',
      },
      { type: 'h2', text: 'How to read the numbers properly' },
      {
        type: 'ol',
        items: [
          '**Look at impressions and CTR together.** A falling CTR with rising impressions is expansion. A falling CTR with flat or falling impressions is a different story.',
          '**Split by traffic source.** CTR from browse features and suggested videos behaves differently from CTR in search. Compare each source with itself over time.',
          '**Check retention.** If viewers from the wider audience still watch a healthy share of the video, YouTube has good reason to keep showing it.',
          '**Compare like with like.** Judge a viral video against your other videos at the same number of impressions, not against its own first day.',
        ],
      },
      { type: 'h2', text: 'Is there a “good” CTR?' },
      {
        type: 'p',
        text: 'Not one that applies across channels. CTR depends on your niche, the size of your audience, where the impressions came from and how far a video has spread. A gaming channel and a woodworking channel will have very different normal ranges, and so will a video in its first day and the same video a month later. The only useful comparison is with your own videos at a similar stage. YouTube Studio helps here by showing how a video is doing compared with your typical performance, which is a much better benchmark than any number you read in a forum.',
      },
      { type: 'h2', text: 'When a CTR drop does deserve attention' },
      {
        type: 'p',
        text: 'It’s worth acting when CTR falls *and* impressions fall with it, especially early in a video’s life. That combination suggests viewers in the first circle weren’t convinced, and YouTube pulled back. In that case, a new thumbnail or title can help, and you can test options if your channel has Test & Compare. Save the original first with the [thumbnail downloader](/thumbnail-downloader) so you can switch back if needed.',
      },
      {
        type: 'p',
        text: 'Don’t change the packaging of a video that’s actively growing. You risk disrupting the very thing that’s working, just to push a ratio back up that was never the goal. The goal was always more of the right viewers watching, and a falling CTR on a rising video is usually proof you’ve got it.',
      },
    ],
  },
  {
    title: 'Traffic sources explained: where your views actually come from',
    excerpt:
      'Browse, suggested, search, external, playlists and paid: what each YouTube traffic source means, what it says about a video, and which levers you can pull for each.',
    category: 'analytics',
    tags: ['analytics', 'algorithm', 'video-ads'],
    author: 'priya-nair',
    publishedDaysAgo: 244,
    body: [
      {
        type: 'p',
        text: "“How do people find my videos?” is one of the most important questions a creator can ask, and YouTube answers it precisely in the traffic source report. Yet most creators only ever look at total views. Two videos with the same number of views can have completely different stories behind them: one found steadily through search, the other pushed for three days on the home page and then gone. Knowing which is which changes what you make next.",
      },
      {
        type: 'p',
        text: 'This guide walks through each major traffic source, what it tells you, and what you can actually influence.',
      },
      { type: 'h2', text: 'Where to find the report' },
      {
        type: 'p',
        text: 'In YouTube Studio, open Analytics and go to the **Content** tab, or open a single video’s analytics. The “How viewers find you” section lists traffic sources, and the advanced mode lets you compare sources over time, across videos, and drill into each one. Clicking into a source often shows more detail: the search terms people used, the videos you were suggested next to, or the external sites that sent viewers.',
      },
      { type: 'h2', text: 'The sources that come from YouTube’s recommendations' },
      { type: 'h3', text: 'Browse features' },
      {
        type: 'p',
        text: 'Views from the home page, the subscriptions feed, Watch Later and other browsing surfaces. This is YouTube recommending your video to people who weren’t looking for anything in particular. Browse traffic responds strongly to packaging (thumbnail and title) and to how satisfied earlier viewers were. A video that takes off usually does so through browse.',
      },
      { type: 'h3', text: 'Suggested videos' },
      {
        type: 'p',
        text: 'Views from recommendations shown next to or after other videos. The detail view shows which videos yours appeared alongside, which is one of the most useful lists in all of Analytics: it tells you which videos YouTube thinks yours belongs with. If many of them are your own, your videos are feeding each other. If they’re a particular competitor’s, that tells you who your audience overlaps with.',
      },
      { type: 'h2', text: 'The sources viewers choose deliberately' },
      { type: 'h3', text: 'YouTube search' },
      {
        type: 'p',
        text: 'Views from people who searched and clicked your video in the results. The detail view lists the search terms. This is gold for keyword research: it shows the words real viewers used, which are often not the words you expected. Put the best of them into your next title, or use them to plan the next video, with help from the [keyword explorer](/keyword-explorer).',
      },
      { type: 'h3', text: 'Channel pages' },
      {
        type: 'p',
        text: 'Views from people browsing your own channel. A high share here means people are exploring your catalogue, which is a good sign of a loyal audience. You can make this easier with a well-organised channel page: sections for your best playlists, and a clear featured video.',
      },
      { type: 'h3', text: 'Playlists and playlist pages' },
      {
        type: 'p',
        text: 'Views from playlists, including yours and other people’s. Strong playlist traffic suggests your videos work well in sequence, and is a hint to build more series.',
      },
      { type: 'h3', text: 'Notifications' },
      {
        type: 'p',
        text: 'Views from people who got a notification about your upload. This is mostly your most engaged subscribers. It tends to be a small share of total views, even on big channels, which is a useful reminder that subscriber count doesn’t guarantee reach.',
      },
      { type: 'h3', text: 'End screens and cards' },
      {
        type: 'p',
        text: 'Views from viewers clicking your end screen or a card in another of your videos. This number tells you how well your videos pass viewers to each other. If it’s tiny, check that your end screens point to a specific, relevant video and that your outro isn’t losing people before the end screen appears.',
      },
      { type: 'h2', text: 'The sources from outside YouTube' },
      { type: 'h3', text: 'External' },
      {
        type: 'p',
        text: 'Views from websites and apps that link to or embed your video: search engines, social networks, forums, messaging apps. The detail view lists the sites. External traffic can give a new video an early push, but remember that these viewers behave differently: they often arrive with a specific purpose and leave when it’s done.',
      },
      { type: 'h3', text: 'Direct or unknown' },
      {
        type: 'p',
        text: 'Views where YouTube can’t identify the source: a URL typed or pasted directly, some apps, some privacy settings. There’s usually little to learn here beyond the total.',
      },
      { type: 'h2', text: 'Paid and special sources' },
      { type: 'h3', text: 'YouTube advertising' },
      {
        type: 'p',
        text: 'Views that came from an ad campaign promoting your video. If you run promotion, through Google Ads or through a service like our [video promotion](/promote-video), these views are reported here, separately from organic traffic. Always evaluate them separately. Ask whether viewers who arrived through the ad watched a good share of the video, and whether your organic traffic or subscriber count rose during the campaign. Paid views on their own are not the goal; new viewers who come back are.',
      },
      { type: 'h3', text: 'Shorts feed' },
      {
        type: 'p',
        text: 'For Shorts, most views come from the Shorts feed, where viewers swipe through vertical videos. It behaves differently from long-form browse traffic, and Shorts analytics are best read on their own rather than mixed with long-form videos.',
      },
      { type: 'h3', text: 'Smaller sources' },
      {
        type: 'p',
        text: 'You may also see entries such as hashtag pages, other YouTube features and video cards. Individually they’re usually small. Keep an eye on them mainly when one suddenly grows, which often means a hashtag page or another creator’s card is sending you viewers you didn’t know about.',
      },
      { type: 'h2', text: 'Reading the mix' },
      {
        type: 'p',
        text: 'The mix of sources tells you what kind of video you made, whatever you intended. Here’s how we read the common patterns in channel audits:',
      },
      {
        type: 'ul',
        items: [
          '**Mostly search, growing slowly over months.** A search video doing its job. Keep making answers to real questions, and improve titles with the search terms you see.',
          '**Mostly browse, with a big spike then a fade.** A browse video. Judge it on the first week, and study its packaging if it did well.',
          '**Mostly suggested, next to one competitor’s videos.** You’ve found an adjacent audience. Consider more videos that sit naturally alongside theirs.',
          '**Mostly external, little else.** The video may not be getting recommended on YouTube. Check click-through rate and retention from the YouTube viewers it did reach.',
          '**High end screen and playlist share.** Your catalogue is working as a whole. Keep connecting videos into series.',
        ],
      },
      {
        type: 'p',
        text: 'Here’s an example from a recent audit. A woodworking channel’s video on sharpening chisels had, after three months, most of its views from YouTube search, a solid share from suggested videos (next to two bigger sharpening channels), a little from browse and almost nothing external. That mix says: a good answer to a real question, trusted enough by YouTube to sit beside established videos. The next step was obvious. The search terms report showed many people searching for “sharpening plane irons”, which became the next video, and the two were linked with end screens.',
      },
      { type: 'h2', text: 'Watch for shifts over a video’s life' },
      {
        type: 'p',
        text: 'Traffic sources change as a video ages. A typical pattern for a video that does well: notifications and browse in the first days, suggested growing over the first weeks, and search taking over as the long-term source. If a video suddenly gets a new wave of browse or suggested traffic months later, look at what changed. Often a related video elsewhere took off and yours is being suggested next to it. That’s your cue to make a follow-up while the interest is there.',
      },
      { type: 'h2', text: 'Three questions to ask every month' },
      {
        type: 'ol',
        items: [
          'Which source grew the most this month, and which videos drove it?',
          'What search terms brought viewers in that I haven’t made a dedicated video for?',
          'Which videos is my content suggested next to, and what does that say about my audience?',
        ],
      },
      {
        type: 'p',
        text: 'Fifteen minutes with these questions once a month will tell you more about your channel’s growth than checking your view count every day. For more ways to turn analytics into decisions, see our [analytics](/blog/category/analytics) guides.',
      },
    ],
  },
  {
    title: 'The 48-hour check: what to look at after you publish',
    excerpt:
      'A short routine for the first two days after an upload: which numbers are meaningful this early, which are noise, and the only changes worth making while a video is new.',
    category: 'analytics',
    tags: ['analytics', 'ctr', 'checklist'],
    author: 'priya-nair',
    publishedDaysAgo: 156,
    body: [
      {
        type: 'p',
        text: "The hours after you publish are when you’re most tempted to refresh the view counter and least able to learn anything from it. Early numbers are small, noisy and heavily shaped by your subscribers. But a few things are worth checking in the first 48 hours, because they can reveal a problem while there’s still time to fix it. Here’s the routine I give every creator I work with.",
      },
      { type: 'h2', text: 'After about 2 hours: technical checks' },
      {
        type: 'ul',
        items: [
          'Watch the first minute of the published video. Check the audio, the resolution (HD versions can take a while to process) and that the right version uploaded.',
          'Check the custom thumbnail is showing, on both desktop and phone.',
          'Confirm chapters appear, if you added them. If not, check that the first timestamp is 0:00 and that there are at least three.',
          'Read the first comments for anything that signals a problem: a broken link, a wrong fact, a missing part.',
        ],
      },
      { type: 'h2', text: 'After 24 hours: packaging and opening' },
      {
        type: 'p',
        text: 'In the video’s analytics, YouTube compares early performance with your usual, ranking the video against your recent uploads over the same time since publishing. That comparison is far more useful than the raw view count. Then look at two things:',
      },
      {
        type: 'ol',
        items: [
          '**Impressions click-through rate,** compared with your typical range. Early CTR is inflated by subscribers, so compare it with other videos at the same age, not with their lifetime CTR.',
          '**The first 30 seconds of retention.** If the drop is much steeper than usual, the opening may not match the packaging.',
        ],
      },
      { type: 'h2', text: 'After 48 hours: decide whether to act' },
      {
        type: 'p',
        text: 'Only consider changing the packaging if both of these are true: CTR is clearly below your usual for a video this age, and impressions have stopped growing. If that’s the case, try a new thumbnail first (it’s the bigger lever), and keep the title unless it’s clearly the problem. Save the original with the [thumbnail downloader](/thumbnail-downloader) before you swap it. Change one thing at a time, so you know what made the difference.',
      },
      { type: 'h2', text: 'What to leave alone' },
      {
        type: 'ul',
        items: [
          'Total views. Too early to mean much, especially for search videos, which grow for months.',
          'Subscriber changes from a single video in its first two days.',
          'A video that’s doing well. Don’t touch it.',
        ],
      },
      {
        type: 'p',
        text: 'Then close Analytics and start on the next video. The full picture arrives in a week or two; that’s when to read the retention graph properly and the traffic source report in detail.',
      },
    ],
  },
  {
    title: 'Returning viewers: why they matter more than subscriber count',
    excerpt:
      'Subscribers tell you who clicked a button once. Returning viewers tell you who actually comes back. Where to find the numbers, how to read them, and how to grow them on purpose.',
    category: 'analytics',
    tags: ['analytics', 'community', 'playlists'],
    author: 'priya-nair',
    publishedDaysAgo: 208,
    body: [
      {
        type: 'p',
        text: "Subscriber count is the number every creator watches, and it’s one of the least useful for making decisions. It tells you how many people pressed a button at some point, possibly years ago. It doesn’t tell you how many still watch. When I audit a channel, one of the first things I look at is the number of **returning viewers**, because it answers a much better question: how many people actually come back?",
      },
      { type: 'h2', text: 'Where to find it' },
      {
        type: 'p',
        text: 'In YouTube Studio, open Analytics and go to the **Audience** tab. You’ll see returning viewers alongside new viewers and unique viewers for the period you choose. Newer versions of the tab also split viewers into new, casual and regular groups, depending on how often they’ve watched your channel recently. You can open the same breakdown for a single video to see who it reached.',
      },
      { type: 'h2', text: 'Why it matters more than subscribers' },
      {
        type: 'ul',
        items: [
          '**It reflects current behaviour.** A viewer who watched two of your videos this month is more valuable than a subscriber who hasn’t watched since 2021.',
          '**It shows whether your channel is becoming a habit.** Growth that lasts comes from people who choose to watch you again.',
          '**It helps with everything else.** Returning viewers tend to click, watch and comment more, which gives each new upload a strong start.',
          '**It survives algorithm changes.** A viewer who seeks you out doesn’t need a recommendation to find you.',
        ],
      },
      {
        type: 'quote',
        text: 'A channel with fewer subscribers and more returning viewers is almost always healthier than the reverse.',
      },
      { type: 'h2', text: 'How to read it' },
      {
        type: 'p',
        text: 'There’s no universal “good” number. Channels built on search (tutorials, how-tos) naturally have a larger share of new viewers, because most people arrive with a question and leave with an answer. Channels built on personality or series naturally have more returning viewers. Compare your channel with itself, not with others.',
      },
      {
        type: 'p',
        text: 'The most useful view is the trend. Set the date range to the last year and look at returning viewers month by month. Then look at which uploads coincided with increases. Those are the videos that turned visitors into regulars, and they’re usually worth studying more closely than your most-viewed videos.',
      },
      { type: 'h3', text: 'Subscribers versus regular viewers' },
      {
        type: 'p',
        text: 'Put the two numbers side by side and the gap is often striking. Imagine a channel with 50,000 subscribers whose Audience tab shows 6,000 returning viewers in the last 28 days. That doesn’t mean 44,000 people have abandoned it. Some watch less often, some never see uploads in their feed, and some only subscribed for one video years ago. But it does mean the channel’s real core audience is closer to 6,000 than 50,000, and that’s the number to plan around and to grow.',
      },
      { type: 'h2', text: 'A worked example' },
      {
        type: 'p',
        text: 'A gardening channel we worked with had two kinds of videos: searchable how-tos (“how to prune tomatoes”) and a monthly “allotment diary”. The how-tos brought in almost all the new viewers. The diaries got far fewer views, and the creator was thinking of dropping them. But the Audience tab showed something the view counts didn’t: the months with a diary episode had noticeably more returning viewers, and the how-tos published just after a diary started faster. The diaries were the reason people came back, so they stayed in the schedule.',
      },
      { type: 'h2', text: 'How to grow returning viewers' },
      {
        type: 'ol',
        items: [
          '**Make series.** Give viewers a reason to come back for the next one, and connect episodes with playlists and end screens.',
          '**Publish on a rhythm you can keep,** so regulars know when to expect you.',
          '**Reward the regulars.** Reply to comments, reference viewer questions, and make occasional videos just for your existing audience.',
          '**Point every video somewhere.** An end screen to a specific next video turns a one-off visitor into a two-video viewer.',
          '**Check what new viewers watch first.** If your most common first video is a search hit that doesn’t represent the rest of the channel, add a clear next step to it.',
        ],
      },
      { type: 'h2', text: 'A note on promotion' },
      {
        type: 'p',
        text: 'If you [promote a video](/promote-video), judge the campaign partly on this metric. Paid promotion is good at bringing in new viewers. The real test is whether some of them show up in your returning viewer numbers over the following weeks. If they do, the campaign reached the right people, and you’ll see it in every upload that follows.',
      },
    ],
  },
]
