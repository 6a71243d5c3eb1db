// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// A reader only governance runs to the end cannot be called by the callee of withdraw(): only an open reader
// counts.
contract Vault {
    address public governance = msg.sender;
    mapping(address => uint256) public debt;
    uint256 private status = 1;

    modifier lock() {
        require(status == 1);
        status = 2;
        _;
        status = 1;
    }

    function setDebt(address s, uint256 d) external {
        require(msg.sender == governance);
        require(debt[s] == 0);
        debt[s] = d;
    }

    function withdraw(address payable s, uint256 a) external lock {
        (bool ok, ) = s.call{value: a}("");
        require(ok);
        debt[s] = 0;
    }
}

contract OpenVault {
    address public governance = msg.sender;
    mapping(address => uint256) public debt;
    uint256 private status = 1;

    modifier lock() {
        require(status == 1);
        status = 2;
        _;
        status = 1;
    }

    function withdraw(address payable s, uint256 a) external lock {
        (bool ok, ) = s.call{value: a}(""); // want "OpenVault.withdraw\\(\\) calls s under a reentrancy lock that OpenVault.report\\(\\) does not check"
        require(ok);
        debt[s] = 0;
    }

    function report(address s, uint256 loss) external {
        require(debt[s] >= loss);
        debt[s] -= loss;
    }
}
