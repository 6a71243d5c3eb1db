pragma solidity ^0.8.0;

contract Locked { // want "Locked can receive ether through Locked.receive\\(\\) but no code of it can send ether out"
    mapping(address => uint256) public deposits;

    receive() external payable {
        deposits[msg.sender] += msg.value;
    }
}

contract PayableDeposit { // want "PayableDeposit can receive ether through PayableDeposit.deposit\\(\\)"
    uint256 public total;

    function deposit() external payable {
        total += msg.value;
    }
}

contract Withdrawable {
    mapping(address => uint256) public deposits;

    receive() external payable {
        deposits[msg.sender] += msg.value;
    }

    function withdraw() external {
        uint256 amount = deposits[msg.sender];
        deposits[msg.sender] = 0;
        payable(msg.sender).transfer(amount);
    }
}

abstract contract Vault {
    function pay(address payable to, uint256 amount) internal {
        (bool ok, ) = to.call{value: amount}("");
        require(ok);
    }
}

// Sends through inherited code.
contract Derived is Vault {
    receive() external payable {}

    function out() external {
        pay(payable(msg.sender), address(this).balance);
    }
}

// A base used only through Derived2 is not reported on its own.
contract Base2 {
    receive() external payable {}
}

contract Derived2 is Base2 {
    function kill() external {
        selfdestruct(payable(msg.sender));
    }
}

contract AssemblySender {
    receive() external payable {}

    function out(address to) external {
        assembly {
            let ok := call(gas(), to, selfbalance(), 0, 0, 0, 0)
        }
    }
}

contract NotPayable {
    uint256 public x;

    function set(uint256 v) external {
        x = v;
    }
}

contract Proxyish {
    address impl;

    fallback() external payable {
        (bool ok, ) = impl.delegatecall(msg.data);
        require(ok);
    }
}

contract FundedAtDeployment { // want "FundedAtDeployment receives ether in its payable constructor"
    constructor() payable {}
}
