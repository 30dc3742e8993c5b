import type { SeedBlock } from '../types'

export type SeedLegalPage = { title: string; summary: string; effectiveDate: string; body: SeedBlock[] }

export const privacyPolicy: SeedLegalPage = {
  title: 'Privacy Policy',
  summary:
    'What personal data TubeLift collects when you use our tools, account and promotion services, why we use it, who helps us process it, how long we keep it and the rights you have.',
  effectiveDate: '2026-11-01',
  body: [
    {
      type: 'p',
      text: 'This policy explains what personal data TubeLift collects, why, and what we do with it. If anything is unclear, email [privacy@tubelift.dev](mailto:privacy@tubelift.dev).',
    },
    { type: 'h2', text: 'Who we are' },
    {
      type: 'p',
      text: 'TubeLift is run by **TubeLift Ltd.**, a company registered in England and Wales. TubeLift Ltd. is the controller of the personal data described in this policy under UK and EU data protection law.',
    },
    { type: 'h2', text: 'The data we collect' },
    {
      type: 'p',
      text: 'What we collect depends on which features you use. You can read the blog and use the free tools without an account.',
    },
    { type: 'h3', text: 'Your account' },
    {
      type: 'p',
      text: 'When you create an account we collect your **name**, **email address** and **password**. We store only a salted hash of your password, never the password itself. We record whether your email address is verified, and a password reset creates a single-use link that expires after a short time. We also keep when the account was created and last signed in.',
    },
    { type: 'h3', text: 'Free creator tools' },
    {
      type: 'ul',
      items: [
        '**Keyword explorer:** the seed keyword you enter is sent from our servers to YouTube’s public search suggestion service to fetch related phrases.',
        '**SEO analyzer:** we process the title, description and tags you paste in. If you give us a video link, we fetch that video’s public details from the YouTube Data API.',
        '**Thumbnail downloader:** we use the video link you provide to fetch the public thumbnail images for that video from YouTube’s image host.',
        '**Thumbnail maker:** if you aren’t signed in, designs are autosaved only in your browser’s local storage. If you are signed in, your designs and uploaded images are saved to your account; uploads are stored privately and only you can access them.',
      ],
    },
    { type: 'h3', text: 'Promotion orders and payments' },
    {
      type: 'p',
      text: 'When you order a promotion campaign we record the **YouTube video URL**, the campaign type, your **targeting choices**, the amounts charged and the order’s **status history**. Payment is handled by Stripe Checkout: your card details go directly to Stripe and TubeLift never sees or stores them. Stripe tells us whether a payment succeeded, with a payment reference and the amount.',
    },
    { type: 'h3', text: 'Support and communication' },
    {
      type: 'p',
      text: 'If you email [support@tubelift.dev](mailto:support@tubelift.dev) or [privacy@tubelift.dev](mailto:privacy@tubelift.dev), we keep the messages so we can help you and keep a record of what was agreed.',
    },
    { type: 'h3', text: 'Technical and error data' },
    {
      type: 'p',
      text: 'Our servers receive your IP address, browser type and the pages you request, and keep short-lived logs for security and troubleshooting. When something breaks, an error report describing the error, the page, your browser and, if you are signed in, your account ID is sent to our error monitoring service. Error reports don’t include passwords or payment details.',
    },
    { type: 'h2', text: 'Why we use your data and our legal bases' },
    {
      type: 'ul',
      items: [
        '**To provide the service you asked for (contract):** running your account, the tools, your saved designs and your orders, and sending the emails they need, such as verification, password reset and order updates.',
        '**To keep TubeLift secure and working (legitimate interests):** preventing abuse and fraud, enforcing rate limits and fixing errors.',
        '**To meet legal obligations (legal obligation):** keeping accounting and tax records for orders and responding to lawful requests from authorities.',
        '**With your consent (consent):** we only send optional emails, such as product news, if you opt in.',
      ],
    },
    {
      type: 'p',
      text: 'We don’t sell your personal data, we don’t use it for advertising profiles, and we don’t make decisions about you based solely on automated processing.',
    },
    { type: 'h2', text: 'Cookies and local storage' },
    {
      type: 'p',
      text: 'TubeLift sets only **essential cookies**. When you sign in, we set a session cookie that keeps you signed in until you sign out or it expires. We use no advertising cookies, cross-site trackers or analytics cookies. The thumbnail maker uses your browser’s local storage to autosave designs for visitors who aren’t signed in; clearing it deletes those designs.',
    },
    { type: 'h2', text: 'Who we share data with' },
    {
      type: 'p',
      text: 'We use a few service providers who process personal data on our behalf, under contracts that require them to protect it:',
    },
    {
      type: 'ul',
      items: [
        '**Stripe** processes payments and handles your card details. See [Stripe’s privacy policy](https://stripe.com/privacy).',
        '**Sentry** receives error reports. Reports are sent first to our own domain and forwarded from there, so your browser doesn’t connect to Sentry directly.',
        '**Our email delivery provider** sends account and order emails.',
        '**Our hosting and database provider** runs our servers and stores your account, orders and uploaded images.',
      ],
    },
    {
      type: 'p',
      text: 'To run a promotion campaign, we give Google’s advertising platform the video URL and targeting choices, but not your name or email address. We may also disclose data if the law requires it, or to a buyer if TubeLift’s business is sold.',
    },
    { type: 'h2', text: 'YouTube API Services' },
    {
      type: 'p',
      text: 'Our keyword explorer, SEO analyzer and thumbnail downloader use **YouTube API Services** to fetch public information about videos and searches. By using those features you are also subject to [Google’s Privacy Policy](https://policies.google.com/privacy). TubeLift doesn’t ask you to connect your YouTube channel and cannot access private data in your Google account. We use the public details we fetch only to produce your results and don’t keep them in our database.',
    },
    { type: 'h2', text: 'How long we keep data' },
    {
      type: 'ul',
      items: [
        '**Account data and saved designs:** for as long as your account is open. When you delete your account, we delete your profile, designs and uploaded images within 30 days.',
        '**Orders and payment records:** six years from the end of the financial year in which the order was placed, because UK tax and company law require it.',
        '**Support emails:** up to two years after the conversation ends.',
        '**Server logs and error reports:** up to 90 days.',
        '**Verification and password reset links:** until they are used or expire.',
      ],
    },
    { type: 'h2', text: 'International transfers' },
    {
      type: 'p',
      text: 'We are based in the United Kingdom, but some providers, including Stripe and Sentry, process data in the United States. When data leaves the UK or European Economic Area, we rely on recognised safeguards such as Standard Contractual Clauses with the UK Addendum, or the UK Extension to the EU-US Data Privacy Framework.',
    },
    { type: 'h2', text: 'Your rights' },
    {
      type: 'p',
      text: 'Under UK and EU data protection law you have the right to:',
    },
    {
      type: 'ul',
      items: [
        'ask for a copy of the personal data we hold about you;',
        'ask us to correct data that is inaccurate or incomplete;',
        'ask us to delete your data, subject to records we must keep by law;',
        'ask us to restrict or stop using your data, or object to processing based on our legitimate interests;',
        'receive data you gave us in a portable, machine-readable format;',
        'withdraw consent at any time where we rely on it.',
      ],
    },
    {
      type: 'p',
      text: 'To make a request, email [privacy@tubelift.dev](mailto:privacy@tubelift.dev). We will answer within one month and may ask you to confirm your identity. You can also complain to the Information Commissioner’s Office at [ico.org.uk](https://ico.org.uk) or your local data protection authority.',
    },
    { type: 'h2', text: 'Children' },
    {
      type: 'p',
      text: 'TubeLift is not intended for children. You must be at least 16 to create an account and at least 18 to place an order. If you believe a child has given us personal data, contact us and we will delete it.',
    },
    { type: 'h2', text: 'Security' },
    {
      type: 'p',
      text: 'We protect your data with HTTPS, hashed passwords, private storage for uploads and strict access controls. No service is perfectly secure, so please use a strong, unique password. If a breach puts your rights at risk, we will tell you and the regulator as the law requires.',
    },
    { type: 'h2', text: 'Changes to this policy' },
    {
      type: 'p',
      text: 'We may update this policy as TubeLift changes. The effective date shows when it last changed, and we will email account holders about significant changes before they apply.',
    },
    { type: 'h2', text: 'Contact us' },
    {
      type: 'p',
      text: 'For privacy questions or requests, email [privacy@tubelift.dev](mailto:privacy@tubelift.dev). For help with your account or an order, email [support@tubelift.dev](mailto:support@tubelift.dev).',
    },
  ],
}

export const termsOfService: SeedLegalPage = {
  title: 'Terms of Service',
  summary:
    'The rules for using TubeLift’s blog, free creator tools, accounts and paid promotion campaigns, including how orders, payments and refunds work and what we can and can’t promise.',
  effectiveDate: '2026-11-01',
  body: [
    {
      type: 'p',
      text: 'These terms are the agreement between you and **TubeLift Ltd.** (“TubeLift”, “we”, “us”), a company registered in England and Wales. They cover the TubeLift website, blog, free tools, accounts and paid promotion services. Please read the sections on results, refunds and liability carefully.',
    },
    { type: 'h2', text: 'Accepting these terms' },
    {
      type: 'p',
      text: 'By using TubeLift, creating an account or placing an order, you agree to these terms and to our Privacy Policy. If you use TubeLift for a business, you confirm you can accept these terms on its behalf.',
    },
    { type: 'h2', text: 'Your account' },
    {
      type: 'ul',
      items: [
        'You must be at least 16 to create an account and at least 18 to place an order.',
        'Give us accurate information, including a working email address, and verify it.',
        'Keep your password secret and tell us at [support@tubelift.dev](mailto:support@tubelift.dev) if you think someone else has used your account.',
        'Don’t share, sell or transfer your account.',
      ],
    },
    { type: 'h2', text: 'The free creator tools' },
    {
      type: 'p',
      text: 'Our keyword explorer, SEO analyzer, thumbnail downloader and thumbnail maker are free. Their results are suggestions based on public data, not promises about how a video will perform.',
    },
    { type: 'h3', text: 'Fair use and rate limits' },
    {
      type: 'p',
      text: 'To keep the tools available for everyone, we apply rate limits. If you reach one, wait and try again later. Don’t get around the limits, query the tools in bulk with scripts or scrapers, or resell their output. We may change or withdraw any free tool at any time.',
    },
    { type: 'h3', text: 'YouTube API Services' },
    {
      type: 'p',
      text: 'Several tools use YouTube API Services. By using TubeLift, you agree to be bound by the [YouTube Terms of Service](https://www.youtube.com/t/terms). See also the [Google Privacy Policy](https://policies.google.com/privacy). Downloading a thumbnail doesn’t give you any rights in it.',
    },
    { type: 'h2', text: 'Promotion services' },
    { type: 'h3', text: 'What we deliver' },
    {
      type: 'p',
      text: 'We offer three kinds of paid campaign for a YouTube video you own or are authorised to promote: a **views campaign**, a **subscribers campaign** and a **Shorts promotion**. Every campaign runs as **real advertising** on Google’s advertising platform, shown to real people who match your targeting. You are buying the setup and management of that advertising for your budget, not a fixed number of views or subscribers.',
    },
    { type: 'h3', text: 'Estimates, not guarantees' },
    {
      type: 'p',
      text: 'Figures we show, such as expected views or subscribers, are **estimates** based on past campaigns and current ad prices. Actual results depend on your video, targeting, competition and viewers, and may be higher or lower. We do not guarantee any number of views, subscribers, watch time, revenue or ranking.',
    },
    { type: 'h3', text: 'No fake engagement' },
    {
      type: 'p',
      text: 'We never use bots, click farms, paid-to-watch schemes or any other artificial engagement. YouTube removes fake engagement and can penalise channels that use it.',
    },
    { type: 'h3', text: 'YouTube and advertising policies' },
    {
      type: 'p',
      text: 'Every campaign must comply with YouTube’s Community Guidelines and Google’s advertising policies. We review each order and may refuse or stop any campaign whose video breaks those policies or the law, such as misleading, hateful, sexually explicit, dangerous or infringing content. Google may also reject an ad under its own policies. If we refuse an order before it starts, you get a full refund; if a campaign is stopped part-way, the refund rules below apply.',
    },
    { type: 'h2', text: 'Placing an order' },
    {
      type: 'ol',
      items: [
        'Choose a campaign type, enter the URL of the video and pick your targeting and budget.',
        'Review the price and estimates, and pay through Stripe Checkout.',
        'We confirm your order by email and review it, usually within two business days.',
        'Once approved, the campaign starts and you can follow its status from your account.',
      ],
    },
    {
      type: 'p',
      text: 'The contract is formed when we send the confirmation. You must own the video or have the channel owner’s permission to promote it.',
    },
    { type: 'h2', text: 'Prices and payment' },
    {
      type: 'p',
      text: 'Prices are shown before you pay and include any VAT. Payment is taken in full when you order, through Stripe Checkout; TubeLift never sees your card number. Price changes don’t affect orders already paid for.',
    },
    { type: 'h2', text: 'Cancellations and refunds' },
    {
      type: 'ul',
      items: [
        '**Before a campaign starts:** you can cancel at any time and we will refund the full amount you paid.',
        '**While a campaign is running:** you can ask us to stop it. We will end the ads promptly and refund, pro rata, the part of the campaign not yet delivered.',
        '**After a campaign is completed:** no refund is available, because the advertising you paid for has been delivered.',
      ],
    },
    {
      type: 'p',
      text: 'UK consumers normally have 14 days to cancel a service contract; by asking us to start within that period, you agree to pay for the part delivered before you cancel. To cancel, email [support@tubelift.dev](mailto:support@tubelift.dev) with your order number. Refunds go to your original payment method within 5 to 10 business days. Nothing here affects your statutory rights.',
    },
    { type: 'h2', text: 'Intellectual property' },
    {
      type: 'p',
      text: 'TubeLift’s website, software, tools, design, logos and blog content belong to TubeLift Ltd. or our licensors. You may quote short extracts from our blog with credit, but may not otherwise copy or redistribute the service or its content. TubeLift is not affiliated with or endorsed by YouTube or Google.',
    },
    { type: 'h2', text: 'Your content' },
    {
      type: 'p',
      text: 'You keep ownership of the thumbnail designs you create, the images you upload and the text you enter into our tools. You give us a limited licence to store and process that content only to provide the service to you. Uploaded images are stored privately. You are responsible for having the rights to everything you upload and for making sure your thumbnails don’t infringe anyone’s rights. We may remove content that breaks these terms.',
    },
    { type: 'h2', text: 'Prohibited use' },
    {
      type: 'p',
      text: 'You must not use TubeLift to:',
    },
    {
      type: 'ul',
      items: [
        'break the law, YouTube’s Terms of Service or Google’s advertising policies;',
        'promote a video you don’t own or aren’t authorised to promote;',
        'upload content that is unlawful, infringing, hateful, sexually explicit or harmful to children;',
        'gain unauthorised access to TubeLift, other accounts or our systems;',
        'interfere with the service, overload it or bypass rate limits or security measures;',
        'scrape, reverse engineer or resell the service;',
        'pay with a card or account you are not authorised to use, or make chargebacks in bad faith.',
      ],
    },
    { type: 'h2', text: 'Disclaimers' },
    {
      type: 'p',
      text: 'The free tools are provided “as is”. Their results depend on third-party data, such as YouTube’s, which can change or be unavailable, and we can’t promise the service will be uninterrupted or error-free. Our blog and tools offer general guidance, not professional advice. Paid campaigns are provided with reasonable care and skill.',
    },
    { type: 'h2', text: 'Our liability' },
    {
      type: 'p',
      text: 'Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited by law. Otherwise, we are not liable for losses that were not reasonably foreseeable, or for lost profits, revenue, channel growth or data. Our total liability is limited to the greater of the amount you paid us in the 12 months before the claim and £100, as far as consumer law allows.',
    },
    { type: 'h2', text: 'Suspension and termination' },
    {
      type: 'p',
      text: 'You can close your account at any time. We may suspend or close your account if you seriously or repeatedly break these terms, for legal reasons, or to protect others. Where reasonable, we will tell you why. If we close your account through no fault of yours, we will refund any undelivered campaign.',
    },
    { type: 'h2', text: 'Changes to these terms' },
    {
      type: 'p',
      text: 'We may update these terms. We will post the new version with a new effective date and email account holders about significant changes before they apply. Orders already placed stay under the terms in force when you placed them.',
    },
    { type: 'h2', text: 'Governing law' },
    {
      type: 'p',
      text: 'These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction over any dispute. If you are a consumer living elsewhere, you keep the protection of the mandatory consumer laws where you live.',
    },
    { type: 'h2', text: 'Contact us' },
    {
      type: 'p',
      text: 'For questions about these terms, your account or an order, email [support@tubelift.dev](mailto:support@tubelift.dev). For privacy matters, email [privacy@tubelift.dev](mailto:privacy@tubelift.dev).',
    },
  ],
}
