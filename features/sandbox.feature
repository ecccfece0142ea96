Feature: OS sandbox (opt-in)
  With the sandbox enabled every command runs under bubblewrap: the filesystem is read-only but
  for the working directory, the allowed paths and a private /tmp, and there is no network unless
  allowed. A missing bwrap is an error, never a silent fallback.

  Scenario: A write inside the working directory succeeds
    Given a toolkit with the sandbox enabled
    When I execute BashTool with command="echo inside > written.txt && cat written.txt"
    Then the result should be successful
    And the file "written.txt" should exist in the scenario's directory

  Scenario: A write outside the allowed paths fails
    Given a directory outside the sandbox's writable paths
    And a toolkit with the sandbox enabled
    When I execute BashTool with a command that writes into that directory
    Then the result should be failed
    And the output should contain "Read-only file system"
    And nothing should have been written into that directory

  Scenario: A write into an allowed path succeeds
    Given a directory outside the sandbox's writable paths
    And a toolkit with the sandbox enabled and that directory writable
    When I execute BashTool with a command that writes into that directory
    Then the result should be successful
    And the file should have been written into that directory

  Scenario: /tmp is private to the sandbox
    Given a toolkit with the sandbox enabled
    When I execute BashTool with command="echo secret > /tmp/agent-toolkit-sandbox-private && cat /tmp/agent-toolkit-sandbox-private"
    Then the result should be successful
    And "/tmp/agent-toolkit-sandbox-private" should not exist outside the sandbox

  Scenario: The Bash description tells the model about the sandbox, no network by default
    Given a toolkit with the sandbox enabled
    Then the toolkit's Bash description should contain "Commands run in a sandbox: the filesystem is read-only except the working directory and a private /tmp, and there is no network"

  Scenario: No network when the network is off
    Given a TCP listener on 127.0.0.1 outside the sandbox
    And a toolkit with the sandbox enabled
    When I execute BashTool with a command that connects to the listener
    Then the result should be failed
    And the listener should have had no connection

  Scenario: The network can be allowed
    Given a TCP listener on 127.0.0.1 outside the sandbox
    And a toolkit with the sandbox enabled and the network allowed
    When I execute BashTool with a command that connects to the listener
    Then the result should be successful
    And the listener should have had 1 connection

  Scenario: A timeout ends a sandboxed command's tree
    Given a toolkit with the sandbox enabled
    When I execute BashTool with:
      | command | sleep 330 & sleep 331 |
      | timeout | 1000                  |
    Then the result should be failed
    And metadata should contain timed_out=true
    And no process running "sleep 330" should be left
    And no process running "sleep 331" should be left

  Scenario: Enabling the sandbox without bubblewrap is a clear error
    Then creating a toolkit with the sandbox enabled and no bwrap on PATH should fail with "bubblewrap (bwrap) is not installed"
