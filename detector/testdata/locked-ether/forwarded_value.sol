// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

interface IWETH {
    function deposit() external payable;
    function withdraw(uint256 amount) external;
}

// The only send forwards the msg.value of its own call: ether taken anywhere else stays.
contract Wrapper {
    IWETH public immutable weth;
    mapping(address => uint256) public shares;

    constructor(IWETH w) {
        weth = w;
    }

    receive() external payable {} // want "Wrapper.receive\\(\\) accepts ether that no code of Wrapper can send out: its only sends forward the msg.value"

    function depositETH() external payable {
        weth.deposit{value: msg.value}();
        shares[msg.sender] += msg.value;
    }
}

// Safe: the unwrapped ether is paid out.
contract UnwrappingWrapper {
    IWETH public immutable weth;
    mapping(address => uint256) public shares;

    constructor(IWETH w) {
        weth = w;
    }

    receive() external payable {}

    function depositETH() external payable {
        weth.deposit{value: msg.value}();
        shares[msg.sender] += msg.value;
    }

    function withdrawETH(uint256 amount) external {
        shares[msg.sender] -= amount;
        weth.withdraw(amount);
        payable(msg.sender).transfer(amount);
    }
}

// Safe: msg.value forwarded inside a loop can spend ether the contract held.
contract LoopForwarder {
    receive() external payable {}

    function fanOut(address payable[] calldata to) external payable {
        for (uint256 i = 0; i < to.length; i++) {
            (bool ok, ) = to[i].call{value: msg.value}("");
            require(ok);
        }
    }
}

// Safe: only WETH may send ether in, and it does so only when asked.
contract GuardedWrapper {
    IWETH public immutable weth;

    constructor(IWETH w) {
        weth = w;
    }

    receive() external payable {
        require(msg.sender == address(weth));
    }

    function zap() external payable {
        weth.deposit{value: msg.value}();
    }
}
