import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'firebase-6',
  order: 6,
  title: 'Cloud Storage for Files',
  description:
    'Upload, download and manage user files with Cloud Storage for Firebase, show upload progress, store file metadata in Firestore, and secure files with Storage rules.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Upload files with progress reporting and metadata',
    'Get download URLs and list and delete files',
    'Organise file paths per user and reference them from Firestore',
    'Protect uploads with Storage Security Rules',
  ],
  lesson: `## What Cloud Storage is for

Firestore documents are limited to 1 MiB and billed per operation, so images, videos, PDFs and other binary data belong in **Cloud Storage for Firebase**. Under the hood it uses Google Cloud Storage buckets, so it scales to petabytes, while the Firebase SDKs add client-side uploads, resumability and Security Rules.

## Uploading

\`\`\`javascript
import { getStorage, ref, uploadBytesResumable, getDownloadURL } from "firebase/storage";
const storage = getStorage(app);

function uploadAvatar(file, uid) {
  const fileRef = ref(storage, \`users/\${uid}/avatar.jpg\`);
  const task = uploadBytesResumable(fileRef, file, { contentType: file.type });
  task.on("state_changed",
    (snap) => setProgress(snap.bytesTransferred / snap.totalBytes),
    (err) => showError(err.code),
    async () => {
      const url = await getDownloadURL(task.snapshot.ref);
      await updateDoc(doc(db, "users", uid), { avatarPath: fileRef.fullPath, avatarUrl: url });
    });
}
\`\`\`

**Resumable uploads** continue after network hiccups and can be paused, resumed or cancelled (\`task.pause()\`, \`task.cancel()\`). \`uploadBytes\` is a simpler one-shot variant for small files. Set \`contentType\` so browsers display files correctly, and add \`customMetadata\` for your own key-value data.

## Downloading, listing and deleting

- \`getDownloadURL(ref)\` returns a long-lived URL containing an access **token**; anyone with the URL can fetch the file. Revoking the token in the console invalidates the URL.
- \`getBlob\` or \`getBytes\` download content directly, subject to Security Rules.
- \`listAll(ref)\` or paginated \`list(ref, { maxResults: 100 })\` enumerate files under a path prefix.
- \`deleteObject(ref)\` removes a file.

## Organising files

Storage has no real folders, only object names with \`/\` in them, just like S3. Put user files under a path containing the uid (\`users/{uid}/...\`) so rules can check ownership by path. Store the **path** and useful metadata (size, type, dimensions) in a Firestore document; Firestore then handles querying ("all photos in this album sorted by date") while Storage holds the bytes. Keep the two consistent: when deleting the document, also delete the file, for example in a Cloud Function triggered by the document deletion.

## Security rules for files

\`\`\`text
rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /users/{uid}/{fileName} {
      allow read: if request.auth != null;
      allow write: if request.auth != null && request.auth.uid == uid
                   && request.resource.size < 5 * 1024 * 1024
                   && request.resource.contentType.matches('image/(png|jpeg|webp)');
    }
  }
}
\`\`\`

\`request.resource\` describes the incoming file (size, content type, metadata) and \`resource\` the existing one. Storage rules can also call \`firestore.get()\` to check Firestore data, such as group membership.

## Processing uploaded files

Generating thumbnails, transcoding video or scanning uploads happens on the server. The **Resize Images** extension creates resized versions automatically; for custom work, a Cloud Function triggered when an object is finalised processes the file and writes results back. Serve public images through the CDN-backed download URLs or Firebase Hosting, and set \`Cache-Control\` metadata for long caching of immutable files.

## Costs

You pay for stored GB, network egress and operations. Compress images on the client before upload, clean up orphaned files, and consider lifecycle rules on the underlying bucket to delete temporary uploads automatically. New default buckets use the \`*.firebasestorage.app\` domain and require the Blaze plan.
`,
  overview: {
    whatYouWillLearn: [
      'Cloud Storage for Firebase stores files in Google Cloud Storage buckets with client SDKs for uploads and downloads.',
      'Resumable uploads survive network interruptions and report progress.',
      'Download URLs contain an access token and can be shared; revoking the token revokes the URL.',
      'Paths such as users/{uid}/avatar.jpg make per-user rules simple.',
      'File metadata such as size and content type can be validated in Storage rules.',
      'Image resizing and other processing are typically done with extensions or Cloud Functions triggers.',
    ],
    proTip:
      "Store the file's path (not only its download URL) in the related Firestore document; paths let you delete, replace or regenerate URLs later, while a URL alone breaks if its token is revoked.",
  },
  mcqs: [
    {
      question: 'Why store images in Cloud Storage rather than in Firestore documents?',
      options: {
        A: 'Firestore cannot store binary data',
        B: 'Documents are capped at 1 MiB, while Storage is built for large files',
        C: 'Storage can query files by metadata',
        D: 'Firestore bills per byte stored, while Storage is free for images',
      },
      correct: 'B',
      explanation:
        'Firestore documents are limited to 1 MiB and billed per operation; object storage holds the bytes, while Firestore keeps the metadata and path for querying. Firestore does have a bytes type, and Storage cannot query metadata.',
    },
    {
      question: 'What advantage does uploadBytesResumable have over uploadBytes?',
      options: {
        A: 'It compresses images on the client before sending them',
        B: 'It sends parallel chunks, so it is always faster than uploadBytes',
        C: 'It keeps uploading in the background after the tab is closed',
        D: 'It shows progress and can pause, resume and recover from hiccups',
      },
      correct: 'D',
      explanation:
        'A resumable upload task emits state_changed progress events, supports pause(), resume() and cancel(), and continues after network hiccups; it still runs only while the page is open.',
    },
    {
      question: 'What does a download URL from getDownloadURL contain that allows access?',
      options: {
        A: 'A token: anyone with the URL can fetch the file until it is revoked',
        B: 'A signature valid for one hour',
        C: 'Nothing: it relies on Storage rules',
        D: "The uploader's ID token, so access ends when that user signs out",
      },
      correct: 'A',
      explanation:
        'Download URLs are long-lived bearer links carrying a token; revoking the token in the console invalidates them.',
    },
    {
      question: 'Why put user files under paths like users/{uid}/...?',
      options: {
        A: 'Storage allows each user at most one folder level under the bucket',
        B: 'Files under a uid path are deleted automatically with the user',
        C: 'Rules can compare the uid in the path with request.auth.uid',
        D: 'The CDN serves files from per-user paths (users/...) faster',
      },
      correct: 'C',
      explanation:
        'Path-based ownership keeps Storage rules simple and strict. Nothing is deleted automatically when a user is removed.',
    },
    {
      question: 'Which Storage rule condition limits uploads to images smaller than 5 MiB?',
      options: {
        A: "resource.size < 5 * 1024 * 1024 && resource.contentType.matches('image/.*')",
        B: "request.resource.size < 5 * 1024 * 1024 && request.resource.contentType.matches('image/.*')",
        C: "request.resource.size < 5 && request.resource.contentType == 'image'",
        D: "request.resource.size <= 5 * 1024 * 1024 || request.resource.contentType.matches('image/.*')",
      },
      correct: 'B',
      explanation:
        'request.resource is the incoming file (resource is the stored one), size is in bytes, and both conditions must hold, hence && rather than ||.',
    },
    {
      question: "Why store the file's path in Firestore and not only its download URL?",
      options: {
        A: 'The path lets you delete or replace the file, or get a new URL later',
        B: 'Download URLs expire after an hour, while a path never expires',
        C: 'Firestore rejects string fields that contain a complete URL',
        D: "Storage rules can read a file's owner only from the Firestore path field",
      },
      correct: 'A',
      explanation:
        'A path stays valid even when a download token is revoked, and it is what ref(), deleteObject and functions need.',
    },
    {
      question: 'How are thumbnails of uploaded images usually created?',
      options: {
        A: 'In Storage rules, which can resize the files as they are written',
        B: 'By getDownloadURL, which accepts width and height query parameters',
        C: 'By the CDN, which resizes uploaded images on the fly when requested',
        D: 'With the Resize Images extension or a function run on upload',
      },
      correct: 'D',
      explanation:
        'Processing happens on the server: the extension or a Cloud Function triggered when an object is finalised writes the resized versions.',
    },
    {
      question: 'Which call lists the files under a path one page at a time?',
      options: {
        A: 'listAll(ref, { pageSize: 100 })',
        B: 'getDownloadURL(ref, { limit: 100 })',
        C: 'list(ref, { maxResults: 100 })',
        D: 'query(ref, orderBy("name"), limit(100))',
      },
      correct: 'C',
      explanation:
        'list returns a page of items and prefixes plus a pageToken for the next page; listAll returns everything at once and takes no page size.',
    },
    {
      question: 'What happens in Cloud Storage when you create a "folder"?',
      options: {
        A: 'Nothing special, since folders are just name prefixes with slashes',
        B: 'A real directory is created',
        C: "Firestore creates a matching collection for the folder's metadata",
        D: "A new bucket is created inside the project's default bucket",
      },
      correct: 'A',
      explanation:
        'Object storage has flat names; folders are a display convention over prefixes, as in S3.',
    },
    {
      question: 'How can a Storage rule check that a user belongs to a group stored in Firestore?',
      options: {
        A: 'It cannot: Storage rules see only the file and request.auth',
        B: 'By calling firestore.get() on the membership document',
        C: 'By querying members with firestore.where("uid", "==", uid)',
        D: "By reading the group ID from the file's customMetadata",
      },
      correct: 'B',
      explanation:
        'Storage rules can call firestore.get() (and firestore.exists()) on a document path. They cannot run queries, and customMetadata is set by the uploader, so it proves nothing.',
    },
    {
      question: 'Which practice reduces Cloud Storage costs?',
      options: {
        A: 'Storing images as base64 strings in Firestore documents instead',
        B: 'Downloading every file with getBlob instead of a download URL',
        C: 'Compressing images on the client and deleting orphaned files',
        D: 'Setting Cache-Control: no-store so files are never cached',
      },
      correct: 'C',
      explanation:
        'You pay for stored GB, egress and operations, so smaller files and no orphans cost less. no-store increases egress, and base64 in Firestore is larger and hits the 1 MiB limit.',
    },
    {
      question: 'Why pass { contentType: file.type } when uploading a file?',
      options: {
        A: 'So Storage compresses the file while uploading, using a codec for its type',
        B: 'Because uploads without a contentType are rejected by default',
        C: 'So the file is saved in a folder named after its MIME type',
        D: 'So browsers display or handle the file correctly when served',
      },
      correct: 'D',
      explanation:
        'The content type is stored as metadata and sent as the Content-Type header, so an image is shown rather than downloaded as a generic binary; rules can also check it.',
    },
  ],
  problems: [],
};
