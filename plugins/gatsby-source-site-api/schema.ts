/**
 * Every type this plugin creates, declared so that queries never depend on inference: an empty list or a
 * missing optional field still has a type. All nodes carry `apiId` (the API's id) and `lang` (zh | en).
 * Every type and field has a description (GraphiQL shows it; the build's typegen writes it into
 * src/gatsby-types.d.ts as TSDoc).
 */
export const typeDefs = `
  """
  A link of an article's breadcrumb: a folder above it in the help tree.
  """
  type SiteApiHelpCrumb {
    "The folder's id in the help tree."
    id: Int!
    "The folder's title."
    title: String!
  }
  """
  An entry of a page's table of contents: one heading of its body.
  """
  type SiteApiHelpToc {
    "The heading's id attribute: the fragment a link to it uses."
    id: String!
    "The heading's text."
    text: String!
    "The heading's level: 2 (h2) or 3 (h3)."
    level: Int!
  }
  """
  A node of the help centre: a folder (type 0) or an article (type 1) of the help tree, one per language.
  Articles carry their body, made safe and with responsive images, and what the pages derive from it.
  """
  type SiteApiHelp implements Node @dontInfer {
    "The node's id in the API (the help tree's)."
    apiId: Int!
    "The language the node was sourced in: zh or en."
    lang: String!
    "The folder's or article's title."
    title: String!
    "0 for a folder, 1 for an article."
    type: Int!
    "The id of the folder it sits in; null at the top of the tree."
    parentId: Int
    "Its place in the tree read depth-first: the help menu's order."
    position: Int!
    "How deep it sits: 1 at the top of the tree."
    depth: Int!
    "The article's body as safe HTML; null for a folder."
    content: String
    "The article's h2 and h3 headings; empty for a folder."
    toc: [SiteApiHelpToc!]!
    "The article's body as plain text (the help search index is built from it); null for a folder."
    text: String
    "The text's first 150 characters: the page's description."
    summary: String
    "When the article was last updated (the API's date); null for a folder."
    updatedAt: String
    "The folders above the article, top first; empty for a folder."
    crumbs: [SiteApiHelpCrumb!]!
    "The article's source Markdown, images at the files the build published (site-relative links as written; gatsby/help-markdown.ts makes them absolute)."
    markdown: String
    "Up to five related articles: same folder first, then shared terms."
    relatedIds: [Int!]!
  }

  """
  The search-engine metadata of one page of the site, in one language.
  """
  type SiteApiSeo implements Node @dontInfer {
    "The language sourced: zh or en."
    lang: String!
    "The page's path, which identifies the entry."
    url: String!
    "The page's title (the title element)."
    title: String!
    "The page's meta description."
    description: String!
    "The page's meta keywords, comma-separated."
    keyword: String!
  }

  """
  A question of a questionnaire template.
  """
  type SiteApiTemplateQuestion {
    "The question type: single, multiple, matrix, rating, nps, text or ranking."
    type: String!
    "The question as asked."
    title: String!
    "Its answer options, in order; empty for types without options."
    options: [String!]!
  }
  """
  A category of questionnaire templates.
  """
  type SiteApiTemplateCategory implements Node @dontInfer {
    "The category's id in the API; templates name it in categoryIds."
    apiId: Int!
    "The language sourced: zh or en."
    lang: String!
    "What it groups templates by: topic, scene or industry."
    kind: String!
    "The category's name."
    name: String!
    "How many templates it holds."
    count: Int!
  }
  """
  A questionnaire template, with its questions.
  """
  type SiteApiTemplate implements Node @dontInfer {
    "The template's id in the API."
    apiId: Int!
    "The language sourced: zh or en."
    lang: String!
    "Its place in the API's template list."
    position: Int!
    "The template's name."
    name: String!
    "What the template is for."
    description: String!
    "How many times it has been used."
    timesUsed: Int!
    "The ids of its categories (SiteApiTemplateCategory.apiId)."
    categoryIds: [Int!]!
    "Its questions, in order."
    questions: [SiteApiTemplateQuestion!]!
    "The cover image, downloaded for gatsby-plugin-image."
    coverFile: File @link
  }
  """
  A special topic: a themed collection of templates.
  """
  type SiteApiTemplateSpecial implements Node @dontInfer {
    "The special's id in the API."
    apiId: Int!
    "The language sourced: zh or en."
    lang: String!
    "The special's title."
    title: String!
    "What the collection is about."
    description: String!
    "The ids of its templates (SiteApiTemplate.apiId), in order."
    templateIds: [Int!]!
    "The cover image, downloaded for gatsby-plugin-image."
    coverFile: File @link
  }

  """
  An expert who writes viewpoints.
  """
  type SiteApiTutor implements Node @dontInfer {
    "The expert's id in the API; viewpoints name it in tutorId."
    apiId: Int!
    "The language sourced: zh or en."
    lang: String!
    "The expert's name."
    name: String!
    "The expert's position or title."
    title: String!
    "A short biography."
    bio: String!
    "The expert's fields of research (the API's fields)."
    expertise: [String!]!
    "The portrait, downloaded for gatsby-plugin-image."
    avatarFile: File @link
  }
  """
  A category of expert viewpoints.
  """
  type SiteApiViewpointCategory implements Node @dontInfer {
    "The category's id in the API; viewpoints name it in categoryId."
    apiId: Int!
    "The language sourced: zh or en."
    lang: String!
    "The category's name."
    name: String!
  }
  """
  Another item of the same list, for previous and next links.
  """
  type SiteApiBrief {
    "The item's id in the API."
    id: Int!
    "The item's title."
    title: String!
  }
  """
  An expert viewpoint: an article by one of the experts.
  """
  type SiteApiViewpoint implements Node @dontInfer {
    "The viewpoint's id in the API."
    apiId: Int!
    "The language sourced: zh or en."
    lang: String!
    "Its place in the API's list, newest first."
    position: Int!
    "Its author (SiteApiTutor.apiId)."
    tutorId: Int!
    "Its category (SiteApiViewpointCategory.apiId)."
    categoryId: Int!
    "The viewpoint's title."
    title: String!
    "A short summary for lists and the page's description."
    summary: String!
    "Its keywords: the API lists the viewpoints of each (/home/viewpoint/keyword/:keyword)."
    keywords: [String!]!
    "The publication date."
    publishedAt: Date! @dateformat
    "Reading time in minutes."
    readMinutes: Int
    "The body as safe HTML."
    content: String!
    "Related viewpoints (the API's related: shared keywords)."
    relatedIds: [Int!]!
    "The viewpoint before it in the list; null for the first."
    prev: SiteApiBrief
    "The viewpoint after it in the list; null for the last."
    next: SiteApiBrief
    "The cover image, downloaded for gatsby-plugin-image."
    coverFile: File @link
  }

  """
  A news item of the company.
  """
  type SiteApiNews implements Node @dontInfer {
    "The item's id in the API."
    apiId: Int!
    "The language sourced: zh or en."
    lang: String!
    "Its place in the API's list, newest first."
    position: Int!
    "The item's title."
    title: String!
    "A short summary for lists and the page's description."
    summary: String!
    "The banner text of the promoted item; null for the others."
    banner: String
    "Its tags."
    tags: [String!]!
    "The publication date."
    publishedAt: Date! @dateformat
    "The body as safe HTML ('' when it has none)."
    content: String!
    "The item before it in the list; null for the first."
    prev: SiteApiBrief
    "The item after it in the list; null for the last."
    next: SiteApiBrief
    "The cover image, downloaded for gatsby-plugin-image."
    coverFile: File @link
  }
  """
  A blog post.
  """
  type SiteApiBlog implements Node @dontInfer {
    "The post's id in the API."
    apiId: Int!
    "The language sourced: zh or en."
    lang: String!
    "Its place in the API's list, newest first."
    position: Int!
    "The post's title."
    title: String!
    "A short summary for lists and the page's description."
    summary: String!
    "Who wrote it."
    author: String!
    "Its tags."
    tags: [String!]!
    "The publication date."
    publishedAt: Date! @dateformat
    "The body as safe HTML ('' when it has none)."
    content: String!
    "The post before it in the list; null for the first."
    prev: SiteApiBrief
    "The post after it in the list; null for the last."
    next: SiteApiBrief
    "The cover image, downloaded for gatsby-plugin-image."
    coverFile: File @link
  }

  """
  A university-zone item: a product or service for students and faculty (sample panel, thesis data, courses…).
  """
  type SiteApiCollege implements Node @dontInfer {
    "The item's id in the API."
    apiId: Int!
    "The language sourced: zh or en."
    lang: String!
    "Its place in the API's list."
    position: Int!
    "The item's title."
    title: String!
    "A line under the title."
    subTitle: String!
    "Whether the card shows the 'hot' badge."
    hot: Boolean!
    "0: the price is a starting price ('from'); 1: a fixed price."
    priceType: Int!
    "The price: a number the page formats as money in the page's language."
    price: Float!
    "What the price is for, shown after it ('per response')."
    unit: String!
    "A note under the price."
    remark: String!
    "How its link opens: _blank (a new tab) or _self."
    open: String!
    "The section of the university zone it is listed in (a value of the side navigation, 1-5)."
    section: Int!
    "The body as safe HTML; null when it has none."
    content: String
    "The cover image, downloaded for gatsby-plugin-image."
    coverFile: File @link
    "The files it offers for download."
    downloads: [SiteApiDownload!]!
  }
  "A file an item offers for download: its name in the page's language and the file Gatsby publishes."
  type SiteApiDownload {
    "The file's name as shown."
    name: String!
    "The file, downloaded and published with the site."
    file: File @link
  }

  """
  An entry of the university zone's side navigation.
  """
  type SiteApiCollegeNavEntry {
    "The section it leads to (SiteApiCollege.section)."
    value: Int!
    "The entry's label."
    label: String!
    "A second line under the label, if any."
    subLabel: String
    "The page it links to."
    path: String!
  }
  """
  A group of the university zone's side navigation.
  """
  type SiteApiCollegeNavGroup implements Node @dontInfer {
    "The group's id in the API."
    apiId: String!
    "The language sourced: zh or en."
    lang: String!
    "Its place in the navigation."
    position: Int!
    "The group's heading."
    title: String!
    "Its entries, in order."
    entries: [SiteApiCollegeNavEntry!]!
  }
  """
  The banner at the top of the university zone.
  """
  type SiteApiCollegeBanner implements Node @dontInfer {
    "The banner's id in the API."
    apiId: String!
    "The language sourced: zh or en."
    lang: String!
    "The banner's heading."
    title: String!
    "The text under it."
    text: String!
    "Short selling points shown as tags."
    tags: [String!]!
    "Its images, downloaded for gatsby-plugin-image."
    imageFiles: [File]! @link
  }
  """
  A coupon offered on university-zone items.
  """
  type SiteApiCollegeCoupon implements Node @dontInfer {
    "The coupon's id in the API."
    apiId: Int!
    "The language sourced: zh or en."
    lang: String!
    "The coupon's name."
    title: String!
    "What it takes off ('20% off')."
    discount: String!
    "How it is earned."
    summary: String!
    "Its terms of use."
    terms: [String!]!
    "How to claim it, step by step."
    steps: [String!]!
  }
  """
  A research service the company offers, with what it delivers.
  """
  type SiteApiResearchOffering implements Node @dontInfer {
    "The offering's id in the API."
    apiId: String!
    "The language sourced: zh or en."
    lang: String!
    "Its place in the API's list."
    position: Int!
    "The offering's name."
    title: String!
    "What it is."
    text: String!
    "What the client receives."
    deliverables: [String!]!
  }
  """
  An item of the trust section: a customer segment, an anonymised sample project or a data-quality practice.
  """
  type SiteApiProof implements Node @dontInfer {
    "The item's id in the API."
    apiId: String!
    "The language sourced: zh or en."
    lang: String!
    "Its place in the API's list."
    position: Int!
    "Which of the three it is: segment, project or practice."
    kind: String!
    "The item's heading."
    title: String!
    "Its text."
    text: String!
  }

  """
  The data-quality page.
  """
  type SiteApiQuality implements Node @dontInfer {
    "The page's id in the API."
    apiId: String!
    "The language sourced: zh or en."
    lang: String!
    "The page's title."
    title: String!
    "A short summary: the page's description."
    summary: String!
    "When the page was last updated."
    updatedAt: Date! @dateformat
    "The body as safe HTML."
    content: String!
    "The body's h2 headings."
    toc: [SiteApiHelpToc!]!
  }
  """
  An industry the case studies are grouped by.
  """
  type SiteApiCaseIndustry implements Node @dontInfer {
    "The industry's id in the API; cases name it in industry."
    apiId: String!
    "The language sourced: zh or en."
    lang: String!
    "Its place in the API's list."
    position: Int!
    "The industry's name."
    name: String!
  }
  """
  A key figure of a case study.
  """
  type SiteApiCaseFigure {
    "The figure as shown ('12,000', '98%')."
    value: String!
    "What it counts."
    label: String!
  }
  """
  What the client's named contact said about the project.
  """
  type SiteApiCaseTestimonial {
    "The quotation."
    quote: String!
    "Who said it."
    person: String!
    "Their role at the client."
    role: String!
  }
  """
  A case study: a client's question, how it was researched and what came of it.
  """
  type SiteApiCase implements Node @dontInfer {
    "The case's id in the API."
    apiId: Int!
    "The language sourced: zh or en."
    lang: String!
    "Its place in the API's list, newest first."
    position: Int!
    "Its industry (SiteApiCaseIndustry.apiId)."
    industry: String!
    "The publication date."
    publishedAt: Date! @dateformat
    "The case's title."
    title: String!
    "The client as the case describes it."
    client: String!
    "A short summary for lists and the page's description."
    summary: String!
    "The client's research question."
    question: String!
    "How it was researched."
    method: String!
    "The sample: who answered and how many."
    sample: String!
    "The quotas the sample was held to."
    quotas: [String!]!
    "How long the project took."
    timeline: String!
    "What came of it."
    outcome: String!
    "Its key figures."
    figures: [SiteApiCaseFigure!]!
    "The client's short name: its wordmark beside the logo."
    clientName: String!
    "Which drawn mark the client's logo uses (src/components/proof/client-logo.tsx)."
    logo: String!
    "What the client's contact said."
    testimonial: SiteApiCaseTestimonial!
    "The case before it in the list; null for the first."
    prev: SiteApiBrief
    "The case after it in the list; null for the last."
    next: SiteApiBrief
  }

  """
  An open position.
  """
  type SiteApiJob implements Node @dontInfer {
    "The position's id in the API."
    apiId: Int!
    "The language sourced: zh or en."
    lang: String!
    "Its place in the API's list."
    position: Int!
    "The team it belongs to: developer, operation or researcher."
    group: String!
    "The position's title."
    title: String!
    "Its level of seniority."
    level: String!
    "The id of an office in site.config.ts (\`siteConfig.offices\`)."
    location: String!
    "What a candidate needs."
    demands: [String!]!
    "What the job involves."
    duties: [String!]!
  }

  """
  A person the about page introduces.
  """
  type SiteApiTeamMember implements Node @dontInfer {
    "The person's id in the API."
    apiId: Int!
    "The language sourced: zh or en."
    lang: String!
    "Their place on the page."
    position: Int!
    "Their name."
    name: String!
    "Their role."
    role: String!
    "A line on what they do."
    bio: String!
  }

  """
  A plan of the pricing page.
  """
  type SiteApiPricingPlan implements Node @dontInfer {
    "The plan's id in the API: free, team or enterprise (the keys of SiteApiPricingValues)."
    apiId: String!
    "The language sourced: zh or en."
    lang: String!
    "Its column on the pricing page."
    position: Int!
    "The plan's name."
    name: String!
    "Its price as shown, with its period."
    price: String!
    "A line on who it is for."
    tagline: String!
    "What it includes, in short."
    highlights: [String!]!
    "The label of its call to action."
    cta: String!
    "Help articles about features this plan includes and the free plan does not."
    helpIds: [Int!]!
  }
  """
  One cell of the pricing table: a text ('5 GB') or whether the plan has the feature.
  """
  type SiteApiPricingCell {
    "The value as text; null when the cell is a yes or no."
    text: String
    "Whether the plan has the feature (true for a text)."
    included: Boolean!
  }
  """
  A row's cell for each plan.
  """
  type SiteApiPricingValues {
    "The free plan's cell."
    free: SiteApiPricingCell!
    "The enterprise plan's cell."
    enterprise: SiteApiPricingCell!
    "The team plan's cell."
    team: SiteApiPricingCell!
  }
  """
  A row of the pricing table: a feature and what each plan has of it.
  """
  type SiteApiPricingRow implements Node @dontInfer {
    "The row's id in the API."
    apiId: String!
    "The language sourced: zh or en."
    lang: String!
    "Its place in the table."
    position: Int!
    "The feature's name."
    name: String!
    "What each plan has of it."
    values: SiteApiPricingValues!
  }

  """
  A panel profile label, or an option of a car-owner filter.
  """
  type SiteApiLabel {
    "The label's id."
    id: String!
    "The label's name."
    name: String!
  }
  """
  A subgroup of panel profile labels ('Gender', 'Age band').
  """
  type SiteApiLabelSubGroup {
    "The subgroup's id."
    id: String!
    "The subgroup's name."
    name: String!
    "Its labels."
    labels: [SiteApiLabel!]!
  }
  """
  A group of the panel profile labels a sample can target, shown on the sample pages.
  """
  type SiteApiLabelGroup implements Node @dontInfer {
    "The group's id in the API."
    apiId: String!
    "The language sourced: zh or en."
    lang: String!
    "Its place in the API's list."
    position: Int!
    "The group's name."
    name: String!
    "Its subgroups (the API's children)."
    subGroups: [SiteApiLabelSubGroup!]!
  }
  """
  A filter of the car-owner panel, with its options.
  """
  type SiteApiCarFilter implements Node @dontInfer {
    "The filter's id in the API."
    apiId: String!
    "The language sourced: zh or en."
    lang: String!
    "Its place in the API's list."
    position: Int!
    "The filter's name."
    name: String!
    "Its options."
    options: [SiteApiLabel!]!
  }
  """
  A country of the overseas panel: its panelists by sex and age band.
  """
  type SiteApiCountrySample implements Node @dontInfer {
    "The country's id in the API (a country code)."
    apiId: String!
    "The language sourced: zh or en."
    lang: String!
    "Its place in the API's list."
    position: Int!
    "The code of its region (AP, EU, NA, LA, ALDN): the table groups countries by it."
    region: String!
    "The country's name."
    country: String!
    "Panelists in all."
    total: Int!
    "Male panelists."
    male: Int!
    "Female panelists."
    female: Int!
    "Panelists aged 14 to 22."
    age14to22: Int!
    "Panelists aged 23 to 35."
    age23to35: Int!
    "Panelists aged 36 to 55."
    age36to55: Int!
    "Panelists aged 56 to 80."
    age56to80: Int!
  }
  """
  A country or region the contact forms offer.
  """
  type SiteApiCountry implements Node @dontInfer {
    "The language sourced: zh or en."
    lang: String!
    "Its place in the forms' list."
    position: Int!
    "Its name."
    name: String!
  }

  """
  A legal text: the user agreement or the privacy policy.
  """
  type SiteApiLegal implements Node @dontInfer {
    "The text's slug: agreement or privacy."
    apiId: String!
    "The language sourced: zh or en."
    lang: String!
    "The text's title."
    title: String!
    "The body as safe HTML."
    content: String!
    "The body's h2 headings."
    toc: [SiteApiHelpToc!]!
  }
`;
