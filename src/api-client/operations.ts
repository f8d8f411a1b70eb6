import { gql } from '@apollo/client/core';

/** The site API calls the browser makes (SPEC 7), as REST-link operations. */
export const CONTACT_ASK = gql`
  mutation ContactAsk($input: ContactInput!) {
    ask(input: $input) @rest(type: "ContactResult", path: "/home/contact/ask", method: "POST") {
      id
    }
  }
`;

export const COUNTRY_LIST = gql`
  query CountryList($lang: String!) {
    countries(lang: $lang) @rest(type: "CountryList", path: "/home/contact/get_country_list?lang={args.lang}")
  }
`;

export const SMS_CODE = gql`
  mutation SmsCode($input: SmsInput!) {
    sms(input: $input) @rest(type: "SmsResult", path: "/home/sms/code", method: "POST") {
      expiresIn
      resendIn
    }
  }
`;

export const HELP_FEEDBACK = gql`
  mutation HelpFeedback($input: FeedbackInput!) {
    feedback(input: $input) @rest(type: "FeedbackResult", path: "/home/help/feedback", method: "POST") {
      id
    }
  }
`;

export const LABEL_GROUPS = gql`
  query LabelGroups($lang: String!) {
    groups(lang: $lang) @rest(type: "[LabelGroup]", path: "/home/sample/label-groups?lang={args.lang}") {
      id
      name
      children {
        id
        name
        labels {
          id
          name
        }
      }
    }
  }
`;
