// SPDX-License-Identifier: MIT
pragma solidity ^0.8.15;

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
}

/// Vault implementation cloned by a factory for each fractionalised NFT (EIP-1167 minimal proxies). The factory
/// clones and initialises in two transactions, and initialize() has no initialised flag and no caller check: a
/// front-runner initialises the fresh clone with itself as curator first (or re-initialises a live vault later),
/// then as curator withdraws the NFT the depositor sends in.
contract FractionVaultImpl {
    address public curator;
    address public nft;
    uint256 public tokenId;
    uint256 public reservePrice;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    bool public redeemed;

    event Initialized(address curator, address nft, uint256 tokenId, uint256 supply);
    event Redeemed(address indexed by);

    function initialize(address _curator, address _nft, uint256 _tokenId, uint256 _supply, uint256 _reserve) external {
        // <yes> <report> ACCESS_CONTROL
        curator = _curator;
        nft = _nft;
        tokenId = _tokenId;
        reservePrice = _reserve;
        totalSupply = _supply;
        balanceOf[_curator] = _supply;
        emit Initialized(_curator, _nft, _tokenId, _supply);
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        return true;
    }

    function updateReserve(uint256 newReserve) external {
        require(msg.sender == curator, "curator");
        reservePrice = newReserve;
    }

    /// A holder of the whole supply takes the NFT out.
    function redeem() external {
        require(!redeemed, "redeemed");
        require(balanceOf[msg.sender] == totalSupply, "whole supply");
        redeemed = true;
        balanceOf[msg.sender] = 0;
        totalSupply = 0;
        IERC721(nft).transferFrom(address(this), msg.sender, tokenId);
        emit Redeemed(msg.sender);
    }

    function curatorWithdraw() external {
        require(msg.sender == curator, "curator");
        require(!redeemed, "redeemed");
        redeemed = true;
        IERC721(nft).transferFrom(address(this), curator, tokenId);
    }
}

contract VaultFactory {
    address public immutable implementation;
    address[] public vaults;

    constructor() {
        implementation = address(new FractionVaultImpl());
    }

    function createClone() external returns (address vault) {
        address impl = implementation;
        assembly {
            let ptr := mload(0x40)
            mstore(ptr, 0x3d602d80600a3d3981f3363d3d373d3d3d363d73000000000000000000000000)
            mstore(add(ptr, 0x14), shl(0x60, impl))
            mstore(add(ptr, 0x28), 0x5af43d82803e903d91602b57fd5bf30000000000000000000000000000000000)
            vault := create(0, ptr, 0x37)
        }
        require(vault != address(0), "clone");
        vaults.push(vault);
    }
}
