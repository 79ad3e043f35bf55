import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as chapter1 } from './aws-1';
import { chapter as chapter2 } from './aws-2';
import { chapter as chapter3 } from './aws-3';
import { chapter as chapter4 } from './aws-4';
import { chapter as chapter5 } from './aws-5';
import { chapter as chapter6 } from './aws-6';
import { chapter as chapter7 } from './aws-7';
import { chapter as chapter8 } from './aws-8';
import { chapter as chapter9 } from './aws-9';
import { chapter as chapter10 } from './aws-10';

export const course: CourseContent = {
  id: 'aws',
  title: 'Amazon Web Services',
  description:
    'Build secure, scalable and cost-aware systems on AWS with IAM, EC2, S3, VPC, databases, serverless and infrastructure as code.',
  icon: 'Cloud',
  color: '#ff9900',
  difficulty: 'Intermediate',
  totalChapters: 10,
  estimatedHours: 55,
  chapters: [
    chapter1,
    chapter2,
    chapter3,
    chapter4,
    chapter5,
    chapter6,
    chapter7,
    chapter8,
    chapter9,
    chapter10,
  ],
};
