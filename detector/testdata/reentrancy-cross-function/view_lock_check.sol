// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

// Views that revert while the lock is held cannot be read mid-update: the fix read-only reentrancy asks for.
abstract contract ReentrancyGuard {
    uint256 private constant NOT_ENTERED = 1;
    uint256 private constant ENTERED = 2;
    uint256 private _status = NOT_ENTERED;
    modifier nonReentrant() {
        require(_status != ENTERED, "reentrant");
        _status = ENTERED;
        _;
        _status = NOT_ENTERED;
    }
    modifier nonReentrantView() {
        require(_status != ENTERED, "reentrant view");
        _;
    }
    function _reentrancyGuardEntered() internal view returns (bool) {
        return _status == ENTERED;
    }
}
contract Pool is ReentrancyGuard {
    uint256 public totalSupply;
    mapping(address => uint256) public shares;
    function deposit() external payable nonReentrant { shares[msg.sender] += msg.value; totalSupply += msg.value; }
    function withdraw(uint256 s) external nonReentrant {
        uint256 amt = s * address(this).balance / totalSupply;
        shares[msg.sender] -= s;
        (bool ok, ) = msg.sender.call{value: amt}(""); // want "Pool.withdraw\\(\\) calls msg.sender under a reentrancy lock that Pool.rawPrice\\(\\) does not check"
        require(ok);
        totalSupply -= s;
    }
    function price() external view nonReentrantView returns (uint256) {
        return address(this).balance * 1e18 / totalSupply;
    }
    // Not checked: read mid-update.
    function rawPrice() external view returns (uint256) {
        return address(this).balance * 1e18 / totalSupply;
    }
    function price2() external view returns (uint256) {
        require(!_reentrancyGuardEntered(), "reentrant");
        return address(this).balance * 1e18 / totalSupply;
    }
}
