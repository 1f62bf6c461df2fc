// What domain/reference-data offers the rest of the server; its other files are its own.
export { facultyExists, findDepartment, listDepartments, listFaculties } from './reference-data-repository.ts';
