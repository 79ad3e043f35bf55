/** The course catalogue: 33 courses in the order of the spec's table (javascript last, DESIGN.md 9). */
import type { CourseContent } from '@app/shared/content.schemas';
import { course as pythonCourse } from './courses/python/index';
import { course as javaCourse } from './courses/java/index';
import { course as webdevCourse } from './courses/webdev/index';
import { course as reactCourse } from './courses/react/index';
import { course as nodejsCourse } from './courses/nodejs/index';
import { course as dsaCourse } from './courses/dsa/index';
import { course as sqlCourse } from './courses/sql/index';
import { course as gitCourse } from './courses/git/index';
import { course as cCourse } from './courses/c/index';
import { course as cppCourse } from './courses/cpp/index';
import { course as csharpCourse } from './courses/csharp/index';
import { course as goCourse } from './courses/go/index';
import { course as rustCourse } from './courses/rust/index';
import { course as kotlinCourse } from './courses/kotlin/index';
import { course as typescriptCourse } from './courses/typescript/index';
import { course as flutterCourse } from './courses/flutter/index';
import { course as devopsCourse } from './courses/devops/index';
import { course as mlCourse } from './courses/ml/index';
import { course as dockerCourse } from './courses/docker/index';
import { course as awsCourse } from './courses/aws/index';
import { course as mongodbCourse } from './courses/mongodb/index';
import { course as angularCourse } from './courses/angular/index';
import { course as vueCourse } from './courses/vue/index';
import { course as djangoCourse } from './courses/django/index';
import { course as springCourse } from './courses/spring/index';
import { course as graphqlCourse } from './courses/graphql/index';
import { course as redisCourse } from './courses/redis/index';
import { course as firebaseCourse } from './courses/firebase/index';
import { course as swiftCourse } from './courses/swift/index';
import { course as phpCourse } from './courses/php/index';
import { course as rubyCourse } from './courses/ruby/index';
import { course as linuxCourse } from './courses/linux/index';
import { course as javascriptCourse } from './courses/javascript/index';

export const COURSES: readonly CourseContent[] = [
  pythonCourse,
  javaCourse,
  webdevCourse,
  reactCourse,
  nodejsCourse,
  dsaCourse,
  sqlCourse,
  gitCourse,
  cCourse,
  cppCourse,
  csharpCourse,
  goCourse,
  rustCourse,
  kotlinCourse,
  typescriptCourse,
  flutterCourse,
  devopsCourse,
  mlCourse,
  dockerCourse,
  awsCourse,
  mongodbCourse,
  angularCourse,
  vueCourse,
  djangoCourse,
  springCourse,
  graphqlCourse,
  redisCourse,
  firebaseCourse,
  swiftCourse,
  phpCourse,
  rubyCourse,
  linuxCourse,
  javascriptCourse,
];
