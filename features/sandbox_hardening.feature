Feature: A sandbox that holds for root and non-root alike
  The sandbox adds to containment: its own /proc shows no host process (so no host process's
  root, working directory or environment can be reached through it), no capabilities even as
  root, no host Unix sockets, no credentials, and a working directory whose git hooks and
  config cannot be planted to run later outside the sandbox.

  Background:
    Given a directory outside the sandbox's writable paths
    And a home directory with credentials outside the sandbox
    And a toolkit with the sandbox enabled and that home

  Scenario: No host process is visible, so nothing writes through /proc/*/root
    When I execute BashTool with a command that writes through every /proc/*/root into that directory
    Then nothing should have been written into that directory
    And the output should contain "visible:"
    And fewer than 10 processes should have been visible

  Scenario: Credentials are unreadable
    When I execute BashTool with a command that reads the home's credentials
    Then the output should contain "done"
    And the output should not contain any of: canary-ssh-key, canary-npm-token

  Scenario: A host Unix socket cannot be connected to
    Given a Unix socket listener in that directory
    When I execute BashTool with a command that connects to the Unix socket
    Then the result should be failed
    And the Unix socket listener should have had no connection

  Scenario: Git hooks and config in the working directory cannot be planted
    Given the scenario's directory is a git work tree
    When I execute BashTool with command="echo ok > written.txt; echo planted > .git/hooks/pre-commit; echo '[core]' >> .git/config"
    Then the result should be failed
    And the output should contain "Read-only file system"
    And the file "written.txt" should exist in the scenario's directory
    And the git hook "pre-commit" should not exist
    And the git config should be unchanged

  Scenario: Root inside the sandbox has no capabilities
    When I execute BashTool with command="grep CapEff /proc/self/status"
    Then the output should contain "CapEff:	0000000000000000"
