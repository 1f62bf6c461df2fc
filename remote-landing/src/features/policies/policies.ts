import { PAGE_PATHS } from '@lectern/shared-api';

/** A paragraph, or a bulleted list. */
export type PolicyBlock = string | { list: string[] };

export interface PolicySection {
  /** The section's anchor: other pages link to it (the footer's Content Guidelines, Report Issue). */
  id: string;
  heading: string;
  body: PolicyBlock[];
}

export interface Policy {
  path: string;
  title: string;
  lead: string;
  sections: PolicySection[];
}

/** When the texts last changed in a way a reader should know about. */
export const POLICIES_UPDATED = '29 November 2026';

export const TERMS: Policy = {
  path: PAGE_PATHS.terms,
  title: 'Terms of Service',
  lead: 'These terms are the agreement between you and Lectern, the study-resource site your university runs for its students. By creating an account, you accept them.',
  sections: [
    {
      id: 'who-can-use',
      heading: 'Who can use Lectern',
      body: [
        'Lectern is for the students and staff of the university. You sign up with your university email, keep your password to yourself, and are responsible for what is done with your account.',
        'One account per person. Staff may give the moderator or admin role to the people who review content and run the site.',
      ],
    },
    {
      id: 'your-uploads',
      heading: 'What you upload',
      body: [
        'You keep the rights to the notes and papers you upload. By uploading, you allow Lectern to store them, make previews of them, and show them to the people your choices allow: Public materials to everyone signed in, Unlisted ones to anyone with the link, Private ones to you and the staff.',
        'Upload only what you have the right to share and what follows the Honor Code. Senior students and teaching assistants review every upload, within 24 hours where they can, and may reject or remove anything that breaks these terms.',
      ],
    },
    {
      id: 'using-materials',
      heading: 'How you may use materials',
      body: [
        {
          list: [
            'Read, download and print materials for your own study.',
            "Share a material's or a folder's link with your classmates.",
            "Respect the uploader's choices: a View Only material is read on the page, not downloaded, and a Restricted one is for the members of its course's departments.",
            'Do not sell materials, publish them elsewhere as your own, or copy the site in bulk.',
          ],
        },
      ],
    },
    {
      id: 'fair-use',
      heading: 'Fair use of the site',
      body: [
        'Do not try to get into accounts or pages that are not yours, send automated traffic, or upload files meant to do harm. Some actions are limited in how often they can be taken, so the site keeps working for everyone.',
      ],
    },
    {
      id: 'closing',
      heading: 'Closing an account',
      body: [
        'You can stop using Lectern at any time, and ask the site’s administrators to delete your account. We may suspend or close an account that breaks these terms or the Honor Code, and we tell its owner why.',
      ],
    },
    {
      id: 'no-warranty',
      heading: 'No guarantee',
      body: [
        'Lectern is free. Materials are shared by students and checked by reviewers, but they can still contain mistakes: use them to study, not as the final word. The site is provided as it is, and we may change it or pause it.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      body: ['When these terms change in a way that matters, the site says so before the change takes effect. The date above says when they last changed.'],
    },
  ],
};

export const PRIVACY: Policy = {
  path: PAGE_PATHS.privacy,
  title: 'Privacy Policy',
  lead: 'What Lectern collects about you, why, who can see it and how long it is kept. We collect what the site needs to work, and we never sell it.',
  sections: [
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      body: [
        {
          list: [
            'Account details: your name, your university email, your password (stored only as a one-way hash, never as you typed it) and the profile you set up: username, faculty, department and level. If you sign in with Google, the name and email Google shares with us.',
            'What you upload: files and links with their titles, descriptions, tags and courses, and the folders, blog posts and group messages you write.',
            'How you use Lectern: the materials you open, save, like, download and report, and your notifications, so the site can show your recent materials and recommend ones for your courses.',
            'Technical records: the cookie that keeps you signed in, and short server logs (time, address, page asked for) kept for security and to fix faults.',
          ],
        },
      ],
    },
    {
      id: 'why-we-use-it',
      heading: 'Why we use it',
      body: [
        'To run your account and sign you in; to show each material to the people allowed to see it and recommend materials for your courses; to review uploads and handle reports; to send the emails you need (verifying your address, resetting your password, the outcome of a review); and to keep the site secure.',
      ],
    },
    {
      id: 'who-can-see-it',
      heading: 'Who can see it',
      body: [
        'Other students see your name or username beside what you publish. Moderators and admins see accounts and uploads so they can review them and run the site. Nobody else: there is no advertising, and your data is not sold or shared for marketing.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and your browser',
      body: [
        'Lectern sets only the cookies the site needs to work, such as the one that keeps you signed in. There are no advertising or tracking cookies. Materials you keep for offline use are stored in your browser and removed when you sign out.',
      ],
    },
    {
      id: 'how-long',
      heading: 'How long we keep it',
      body: [
        'Your account and uploads are kept until you delete them or ask us to. A session ends after 30 days, or after 7 days without use. Emailed links expire: an email verification after 24 hours, a password reset after 1 hour.',
      ],
    },
    {
      id: 'your-choices',
      heading: 'Your choices',
      body: [
        "Correct your profile in Settings, change an upload's visibility, or delete your uploads and folders at any time. Ask the site's administrators for a copy of your data, or to delete your account.",
      ],
    },
  ],
};

export const HONOR_CODE: Policy = {
  path: PAGE_PATHS.honorCode,
  title: 'Honor Code',
  lead: 'Lectern works because students can trust what they find here. By joining, you agree to study with it honestly and to keep it a place worth studying from.',
  sections: [
    {
      id: 'share-your-own',
      heading: 'Share your own notes',
      body: [
        'Upload notes, summaries and study guides you wrote, and past papers from exams that have already been sat. Share someone else’s work only with their permission, and say whose it is.',
      ],
    },
    {
      id: 'academic-integrity',
      heading: 'Academic integrity',
      body: [
        {
          list: [
            'Past papers only: questions from exams and tests that have already been written.',
            'No exam leaks: never share, or ask for, a paper before it has been sat.',
            'No current assignments: never upload, or ask for, answers to work that is still being marked.',
            'Hand in only your own work: use what you find here to learn, not to copy.',
          ],
        },
      ],
    },
    {
      id: 'cite-sources',
      heading: 'Cite your sources',
      body: [
        "When your notes draw on a textbook, a lecturer's slides or another student's work, say so in the description. When your own work uses something you found on Lectern, cite it the way your department asks.",
      ],
    },
    {
      id: 'content-guidelines',
      heading: 'Content guidelines',
      body: [
        {
          list: [
            'Give each upload a title that says what it is, for example “CSC 204 past questions, 2023”, and link it to its course.',
            'Upload only what you have the right to share: no textbooks or other copyrighted books.',
            'Keep it readable: whole documents, the right way up, one topic per upload.',
            'No personal information about other people, no advertising and nothing offensive.',
          ],
        },
      ],
    },
    {
      id: 'report-misuse',
      heading: 'Report misuse',
      body: [
        'See a leaked exam, an answer to a current assignment, someone’s personal details or anything offensive? Open the material, press Report and say what is wrong. Staff look at every report, and a material that three people report is hidden until they have decided.',
      ],
    },
    {
      id: 'breaches',
      heading: 'When the code is broken',
      body: [
        'Uploads that break the Honor Code are removed, and repeated breaches can close an account. Serious breaches, such as leaking an exam, may be referred to the university.',
      ],
    },
  ],
};

/** The policy pages in the order their navigation lists them. */
export const POLICIES: Policy[] = [TERMS, PRIVACY, HONOR_CODE];

export const policyAt = (pathname: string): Policy | undefined => POLICIES.find((policy) => policy.path === pathname.replace(/\/+$/, ''));
