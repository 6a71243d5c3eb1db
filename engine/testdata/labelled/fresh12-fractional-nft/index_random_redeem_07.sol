// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IERC721 {
    function safeTransferFrom(address from, address to, uint256 tokenId) external;
    function transferFrom(address from, address to, uint256 tokenId) external;
}

// NFT index vault: any NFT of the collection mints 1e18 index tokens; burning 1e18 returns a random NFT
// of the holdings, so rare pieces cannot be sniped for the price of a floor piece.
contract NFTIndexVault {
    IERC721 public immutable assetAddress;
    uint256[] public holdings;
    mapping(uint256 => uint256) internal indexOf;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    uint256 public constant UNIT = 1e18;

    constructor(IERC721 _asset) {
        assetAddress = _asset;
    }

    function mint(uint256[] calldata tokenIds) external {
        for (uint256 i = 0; i < tokenIds.length; i++) {
            assetAddress.transferFrom(msg.sender, address(this), tokenIds[i]);
            indexOf[tokenIds[i]] = holdings.length;
            holdings.push(tokenIds[i]);
        }
        uint256 amount = tokenIds.length * UNIT;
        totalSupply = totalSupply + amount;
        balanceOf[msg.sender] = balanceOf[msg.sender] + amount;
    }

    function redeem(uint256 count) external {
        require(count > 0 && count <= holdings.length, "count");
        uint256 amount = count * UNIT;
        require(balanceOf[msg.sender] >= amount, "balance");
        balanceOf[msg.sender] = balanceOf[msg.sender] - amount;
        totalSupply = totalSupply - amount;
        for (uint256 i = 0; i < count; i++) {
            // <yes> <report> BAD_RANDOMNESS
            uint256 pick = uint256(keccak256(abi.encodePacked(block.timestamp, block.difficulty, msg.sender, i))) % holdings.length;
            uint256 tokenId = holdings[pick];
            _removeHolding(pick);
            assetAddress.transferFrom(address(this), msg.sender, tokenId);
        }
    }

    function _removeHolding(uint256 at) internal {
        uint256 last = holdings[holdings.length - 1];
        holdings[at] = last;
        indexOf[last] = at;
        holdings.pop();
    }
}
