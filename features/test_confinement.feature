Feature: The test run cannot harm its machine
  `npm test` runs the scenarios in a confined view of the machine (scripts/confine.sh, bubblewrap):
  the root filesystem and the repository are read-only, /tmp, /var/tmp and /home are private, there
  are no disk devices, and the run has its own PID namespace. Whatever a broken policy lets through
  stays inside. Run unconfined (`npx cucumber-js`), these scenarios are skipped.

  Scenario: The root filesystem is read-only for the test run and for the commands it runs
    Given the test run is confined
    Then "/" should be mounted read-only in the mountinfo of the test process
    And creating a canary file in "/etc" should fail with a read-only error
    And creating a canary file in the repository's packages should fail with a read-only error
    And creating a canary file in the scenario's directory should succeed
    When the Bash tool is asked to run: echo canary > /usr/agent-toolkit-canary-4712
    Then the result should be failed
    And the output should contain "Read-only file system"

  Scenario: The test run has its own PID namespace and no disk devices
    Given the test run is confined
    Then process 1 should be bubblewrap
    And every visible process should descend from process 1
    And "/dev" should hold no block device
