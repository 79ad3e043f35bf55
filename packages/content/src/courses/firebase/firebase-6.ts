import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'firebase-6',
  order: 6,
  title: 'Cloud Storage for Files',
  description: 'Upload, download and manage user files with Cloud Storage for Firebase, show upload progress, store file metadata in Firestore, and secure files with Storage rules.',
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
    proTip: 'Store the file\'s path (not only its download URL) in the related Firestore document; paths let you delete, replace or regenerate URLs later, while a URL alone breaks if its token is revoked.',
  },
  mcqs: [
    {
      question: 'Why store images in Cloud Storage rather than in Firestore documents?',
      options: {
        A: 'Firestore cannot store strings',
        B: 'Documents are limited to 1 MiB and Storage is designed for large binary files',
        C: 'Storage queries are more powerful than Firestore queries',
        D: 'Firestore deletes binary data after a day',
      },
      correct: 'B',
      explanation: 'Files belong in object storage; Firestore keeps metadata and references.',
    },
    {
      question: 'What advantage does uploadBytesResumable have over uploadBytes?',
      options: {
        A: 'It encrypts the file',
        B: 'It compresses images automatically',
        C: 'It skips Security Rules',
        D: 'It reports progress and can pause, resume and recover from interruptions',
      },
      correct: 'D',
      explanation: 'Resumable uploads suit large files and unreliable networks.',
    },
    {
      question: 'What does a download URL from getDownloadURL contain that allows access?',
      options: {
        A: 'An access token; anyone with the URL can fetch the file until the token is revoked',
        B: 'The user\'s password',
        C: 'The project\'s service account key',
        D: 'Nothing; it only works for signed-in users',
      },
      correct: 'A',
      explanation: 'Download URLs are bearer links, so share them with care.',
    },
    {
      question: 'Why put user files under paths like users/{uid}/...?',
      options: {
        A: 'Storage requires it',
        B: 'It makes downloads faster',
        C: 'Rules can check ownership by comparing the path\'s uid with request.auth.uid',
        D: 'It prevents files from being deleted',
      },
      correct: 'C',
      explanation: 'Path-based ownership keeps Storage rules simple and strict.',
    },
    {
      question: 'Which Storage rule condition limits uploads to images smaller than 5 MB?',
      options: {
        A: 'resource.size > 5 * 1024 * 1024',
        B: 'request.resource.size < 5 * 1024 * 1024 && request.resource.contentType.matches(\'image/.*\')',
        C: 'request.auth.token.size < 5',
        D: 'allow write: if true',
      },
      correct: 'B',
      explanation: 'request.resource describes the incoming file\'s size and content type.',
    },
    {
      question: 'Why store the file path in Firestore and not only the download URL?',
      options: {
        A: 'Paths let you delete, replace or regenerate URLs later',
        B: 'URLs cannot be stored in Firestore',
        C: 'Paths are required for offline mode',
        D: 'URLs expire after one minute',
      },
      correct: 'A',
      explanation: 'A path remains valid even if a token is revoked.',
    },
    {
      question: 'How are thumbnails of uploaded images usually created?',
      options: {
        A: 'By the client before every download',
        B: 'By Security Rules',
        C: 'By Firestore indexes',
        D: 'With the Resize Images extension or a Cloud Function triggered on upload',
      },
      correct: 'D',
      explanation: 'Server-side processing runs when an object is finalised.',
    },
    {
      question: 'Which function enumerates files under a path with pagination?',
      options: {
        A: 'getDownloadURL',
        B: 'list with maxResults',
        C: 'uploadBytes',
        D: 'deleteObject',
      },
      correct: 'B',
      explanation: 'list returns pages of items and prefixes under a reference.',
    },
    {
      question: 'What happens in Cloud Storage when you create a "folder"?',
      options: {
        A: 'A real directory is created on disk',
        B: 'Firestore creates a collection',
        C: 'Nothing special: folders are just name prefixes containing slashes',
        D: 'A new bucket is created',
      },
      correct: 'C',
      explanation: 'Object storage has flat names; folders are a display convention.',
    },
  ],
  problems: [],
};
