/**
 * Every type this plugin creates, declared so that queries never depend on inference: an empty list or a
 * missing optional field still has a type. All nodes carry `apiId` (the API's id) and `lang` (zh | en).
 */
export const typeDefs = `
  type SiteApiHelpCrumb { id: Int!, title: String! }
  type SiteApiHelpToc { id: String!, text: String!, level: Int! }
  type SiteApiHelp implements Node @dontInfer {
    apiId: Int!
    lang: String!
    title: String!
    type: Int!
    parentId: Int
    position: Int!
    depth: Int!
    content: String
    toc: [SiteApiHelpToc!]!
    text: String
    "The text's first 150 characters: the page's description."
    summary: String
    updatedAt: String
    crumbs: [SiteApiHelpCrumb!]!
    "The article's source Markdown, images at the files the build published (site-relative links as written; gatsby/help-markdown.ts makes them absolute)."
    markdown: String
    "Up to five related articles: same folder first, then shared terms."
    relatedIds: [Int!]!
  }

  type SiteApiSeo implements Node @dontInfer {
    lang: String!
    url: String!
    title: String!
    description: String!
    keyword: String!
  }

  type SiteApiTemplateQuestion { type: String!, title: String!, options: [String!]! }
  type SiteApiTemplateCategory implements Node @dontInfer {
    apiId: Int!
    lang: String!
    kind: String!
    name: String!
    count: Int!
  }
  type SiteApiTemplate implements Node @dontInfer {
    apiId: Int!
    lang: String!
    position: Int!
    name: String!
    description: String!
    timesUsed: Int!
    categoryIds: [Int!]!
    questions: [SiteApiTemplateQuestion!]!
    coverFile: File @link
  }
  type SiteApiTemplateSpecial implements Node @dontInfer {
    apiId: Int!
    lang: String!
    title: String!
    description: String!
    templateIds: [Int!]!
    coverFile: File @link
  }

  type SiteApiTutor implements Node @dontInfer {
    apiId: Int!
    lang: String!
    name: String!
    title: String!
    bio: String!
    expertise: [String!]!
    avatarFile: File @link
  }
  type SiteApiViewpointCategory implements Node @dontInfer { apiId: Int!, lang: String!, name: String! }
  type SiteApiBrief { id: Int!, title: String! }
  type SiteApiViewpoint implements Node @dontInfer {
    apiId: Int!
    lang: String!
    position: Int!
    tutorId: Int!
    categoryId: Int!
    title: String!
    summary: String!
    keywords: [String!]!
    publishedAt: Date! @dateformat
    readMinutes: Int
    content: String!
    relatedIds: [Int!]!
    prev: SiteApiBrief
    next: SiteApiBrief
    coverFile: File @link
  }

  type SiteApiNews implements Node @dontInfer {
    apiId: Int!
    lang: String!
    position: Int!
    title: String!
    summary: String!
    banner: String
    tags: [String!]!
    publishedAt: Date! @dateformat
    content: String!
    prev: SiteApiBrief
    next: SiteApiBrief
    coverFile: File @link
  }
  type SiteApiBlog implements Node @dontInfer {
    apiId: Int!
    lang: String!
    position: Int!
    title: String!
    summary: String!
    author: String!
    tags: [String!]!
    publishedAt: Date! @dateformat
    content: String!
    prev: SiteApiBrief
    next: SiteApiBrief
    coverFile: File @link
  }

  type SiteApiCollege implements Node @dontInfer {
    apiId: Int!
    lang: String!
    position: Int!
    title: String!
    subTitle: String!
    hot: Boolean!
    priceType: Int!
    price: Float!
    unit: String!
    remark: String!
    open: String!
    section: Int!
    content: String
    coverFile: File @link
    downloads: [SiteApiDownload!]!
  }
  "A file an item offers for download: its name in the page's language and the file Gatsby publishes."
  type SiteApiDownload { name: String!, file: File @link }

  type SiteApiCollegeNavEntry { value: Int!, label: String!, subLabel: String, path: String! }
  type SiteApiCollegeNavGroup implements Node @dontInfer {
    apiId: String!
    lang: String!
    position: Int!
    title: String!
    entries: [SiteApiCollegeNavEntry!]!
  }
  type SiteApiCollegeBanner implements Node @dontInfer {
    apiId: String!
    lang: String!
    title: String!
    text: String!
    tags: [String!]!
    imageFiles: [File]! @link
  }
  type SiteApiCollegeCoupon implements Node @dontInfer {
    apiId: Int!
    lang: String!
    title: String!
    discount: String!
    summary: String!
    terms: [String!]!
    steps: [String!]!
  }
  type SiteApiResearchOffering implements Node @dontInfer {
    apiId: String!
    lang: String!
    position: Int!
    title: String!
    text: String!
    deliverables: [String!]!
  }
  type SiteApiProof implements Node @dontInfer {
    apiId: String!
    lang: String!
    position: Int!
    kind: String!
    title: String!
    text: String!
  }

  type SiteApiQuality implements Node @dontInfer {
    apiId: String!
    lang: String!
    title: String!
    summary: String!
    updatedAt: Date! @dateformat
    content: String!
    toc: [SiteApiHelpToc!]!
  }
  type SiteApiCaseIndustry implements Node @dontInfer {
    apiId: String!
    lang: String!
    position: Int!
    name: String!
  }
  type SiteApiCaseFigure { value: String!, label: String! }
  type SiteApiCaseTestimonial { quote: String!, person: String!, role: String! }
  type SiteApiCase implements Node @dontInfer {
    apiId: Int!
    lang: String!
    position: Int!
    industry: String!
    publishedAt: Date! @dateformat
    title: String!
    client: String!
    summary: String!
    question: String!
    method: String!
    sample: String!
    quotas: [String!]!
    timeline: String!
    outcome: String!
    figures: [SiteApiCaseFigure!]!
    clientName: String!
    "Which drawn mark the client's logo uses (src/components/proof/client-logo.tsx)."
    logo: String!
    testimonial: SiteApiCaseTestimonial!
    prev: SiteApiBrief
    next: SiteApiBrief
  }

  type SiteApiJob implements Node @dontInfer {
    apiId: Int!
    lang: String!
    position: Int!
    group: String!
    title: String!
    level: String!
    "The id of an office in site.config.ts (\`siteConfig.offices\`)."
    location: String!
    demands: [String!]!
    duties: [String!]!
  }

  type SiteApiTeamMember implements Node @dontInfer {
    apiId: Int!
    lang: String!
    position: Int!
    name: String!
    role: String!
    bio: String!
  }

  type SiteApiPricingPlan implements Node @dontInfer {
    apiId: String!
    lang: String!
    position: Int!
    name: String!
    price: String!
    tagline: String!
    highlights: [String!]!
    cta: String!
    "Help articles about features this plan includes and the free plan does not."
    helpIds: [Int!]!
  }
  type SiteApiPricingCell { text: String, included: Boolean! }
  type SiteApiPricingValues { free: SiteApiPricingCell!, enterprise: SiteApiPricingCell!, team: SiteApiPricingCell! }
  type SiteApiPricingRow implements Node @dontInfer {
    apiId: String!
    lang: String!
    position: Int!
    name: String!
    values: SiteApiPricingValues!
  }

  type SiteApiLabel { id: String!, name: String! }
  type SiteApiLabelSubGroup { id: String!, name: String!, labels: [SiteApiLabel!]! }
  type SiteApiLabelGroup implements Node @dontInfer {
    apiId: String!
    lang: String!
    position: Int!
    name: String!
    subGroups: [SiteApiLabelSubGroup!]!
  }
  type SiteApiCarFilter implements Node @dontInfer {
    apiId: String!
    lang: String!
    position: Int!
    name: String!
    options: [SiteApiLabel!]!
  }
  type SiteApiCountrySample implements Node @dontInfer {
    apiId: String!
    lang: String!
    position: Int!
    region: String!
    country: String!
    total: Int!
    male: Int!
    female: Int!
    age14to22: Int!
    age23to35: Int!
    age36to55: Int!
    age56to80: Int!
  }
  type SiteApiCountry implements Node @dontInfer { lang: String!, position: Int!, name: String! }

  type SiteApiLegal implements Node @dontInfer {
    apiId: String!
    lang: String!
    title: String!
    content: String!
    toc: [SiteApiHelpToc!]!
  }
`;
